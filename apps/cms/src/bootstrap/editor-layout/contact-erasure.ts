import type { EditorLayout } from './types';

const LOG = 'Lo registró el sistema al borrar; no se puede cambiar.';

/** The erasure log (Ley 1581 requests honoured): when, by whom, how many; never the address. */
export const contactErasure: EditorLayout = {
  uid: 'api::contact-erasure.contact-erasure',
  mainField: 'staffName',
  sort: { field: 'createdAt', order: 'DESC' },
  list: ['createdAt', 'staffName', 'messagesDeleted'],
  columns: { createdAt: 'Fecha' },
  fields: {
    staffName: {
      label: 'Hecho por',
      description: `Quién pidió el borrado. ${LOG}`,
      editable: false,
    },
    staffId: {
      label: 'Id del usuario',
      description: `Su cuenta en el admin. ${LOG}`,
      editable: false,
    },
    messagesDeleted: {
      label: 'Mensajes borrados',
      description: `Cuántos mensajes de esa dirección se borraron. ${LOG}`,
      editable: false,
    },
  },
  edit: [['staffName', 'staffId'], ['messagesDeleted']],
};
