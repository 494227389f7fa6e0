/** Where Strapi's admin keeps the interface language it renders with ('en' when empty). */
export const ADMIN_LANGUAGE_KEY = 'strapi-admin-language';
/** The editors' language: the admin opens in Spanish until a user picks another. */
export const DEFAULT_ADMIN_LANGUAGE = 'es';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * Strapi 5.54 renders the admin in the stored language, or English when none is stored, and
 * has no setting for another default. Storing Spanish when the browser has no choice yet makes
 * Spanish the default; a user's own choice (Profile → Interface language, saved on the account
 * and stored here at sign-in) is kept.
 */
export function defaultToSpanish(storage: Storage): void {
  if (!storage.getItem(ADMIN_LANGUAGE_KEY))
    storage.setItem(ADMIN_LANGUAGE_KEY, DEFAULT_ADMIN_LANGUAGE);
}
