import type { EditorLayout } from './types';

const KEPT = 'Se gestiona desde el panel «Programación» de la entrada; aquí no se cambia.';

/**
 * The scheduled publications (docs/decisions/020): kept out of the content manager's menu, and
 * set, seen and cancelled from "Programación" in the edit view of the entry. Labelled all the
 * same, read-only, for a super admin who opens the list by its address.
 */
export const scheduledChange: EditorLayout = {
  uid: 'api::scheduled-change.scheduled-change',
  mainField: 'entryId',
  sort: { field: 'runAt', order: 'ASC' },
  list: ['runAt', 'change', 'contentType', 'entryId', 'entryLocale', 'requestedBy'],
  columns: {},
  fields: {
    contentType: {
      label: 'Tipo de contenido',
      description: `Página, entrada del blog, banner o testimonio. ${KEPT}`,
      editable: false,
    },
    entryId: {
      label: 'Entrada',
      description: `El identificador (documentId) de la entrada. ${KEPT}`,
      editable: false,
    },
    entryLocale: {
      label: 'Idioma',
      description: `El idioma que se publica o despublica: es o en. ${KEPT}`,
      editable: false,
    },
    change: {
      label: 'Cambio',
      description: `publish: se publica; unpublish: se despublica. ${KEPT}`,
      editable: false,
    },
    runAt: { label: 'Cuándo', description: `El minuto en que se hace. ${KEPT}`, editable: false },
    requestedBy: {
      label: 'Lo programó',
      description: `Quién lo programó. ${KEPT}`,
      editable: false,
    },
    claimedAt: {
      label: 'En curso desde',
      description: `Cuándo empezó a hacerse (vacío si aún no). ${KEPT}`,
      editable: false,
    },
    failedAt: {
      label: 'Falló el',
      description: `Cuándo no se pudo hacer (vacío si no falló). ${KEPT}`,
      editable: false,
    },
    failure: {
      label: 'Por qué falló',
      description: `Lo que el panel muestra al equipo. ${KEPT}`,
      editable: false,
    },
  },
  edit: [
    ['contentType', 'entryLocale'],
    ['entryId', 'change'],
    ['runAt', 'requestedBy'],
    ['claimedAt', 'failedAt'],
    ['failure'],
  ],
};
