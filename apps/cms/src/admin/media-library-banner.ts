type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * Where Strapi 5.54 remembers that its "La biblioteca de medios se ha renovado" banner was closed:
 * per media library version (legacy or not) and per project id (`/admin/init`'s uuid: `false`
 * when the project has none, as here; `undefined` until that answer arrives).
 */
export const MEDIA_LIBRARY_BANNER_KEYS = ['false', 'true'].flatMap((legacy) =>
  ['false', 'undefined'].map(
    (project) => `STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${legacy}:${project}`,
  ),
);

/**
 * Strapi's banner about its new media library sits on every screen of the admin, in Spanish with
 * a link "Leer el anuncio (en inglés)" to a release post: news for developers, not for editors.
 * It starts closed; a browser that already chose keeps its choice.
 */
export function closeMediaLibraryBanner(storage: Storage): void {
  for (const key of MEDIA_LIBRARY_BANNER_KEYS) {
    if (storage.getItem(key) === null) storage.setItem(key, 'true');
  }
}
