import type { EditorLayout } from './types';

const KEPT = 'Lo guardó el CMS al publicar; no se puede cambiar.';

/**
 * The published versions (docs/decisions/019): kept out of the content manager's menu, and seen
 * and restored from "Versiones publicadas" in the edit view of a page or post. Labelled all the
 * same, read-only, for a super admin who opens the list by its address.
 */
export const publishedVersion: EditorLayout = {
  uid: 'api::published-version.published-version',
  mainField: 'entryDocumentId',
  sort: { field: 'createdAt', order: 'DESC' },
  list: ['createdAt', 'contentType', 'entryDocumentId', 'entryLocale', 'publishedByName'],
  columns: { createdAt: 'Publicada' },
  fields: {
    contentType: {
      label: 'Tipo de contenido',
      description: `Página (api::page.page) o entrada del blog (api::blog.blog). ${KEPT}`,
      editable: false,
    },
    entryDocumentId: {
      label: 'Entrada',
      description: `El identificador (documentId) de la página o la entrada. ${KEPT}`,
      editable: false,
    },
    entryLocale: {
      label: 'Idioma',
      description: `El idioma publicado: es o en. ${KEPT}`,
      editable: false,
    },
    content: {
      label: 'Contenido publicado',
      description: `Todos los campos tal como se publicaron. ${KEPT}`,
      editable: false,
    },
    publishedByName: {
      label: 'Publicó',
      description: `Quién publicó; vacío si fue una publicación automática. ${KEPT}`,
      editable: false,
    },
    publishedById: {
      label: 'Id del usuario',
      description: `Su cuenta en el admin. ${KEPT}`,
      editable: false,
    },
  },
  edit: [
    ['contentType', 'entryLocale'],
    ['entryDocumentId'],
    ['publishedByName', 'publishedById'],
    ['content'],
  ],
};
