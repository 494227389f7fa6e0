import type { EditorLayout } from './types';

export const redirect: EditorLayout = {
  uid: 'api::redirect.redirect',
  mainField: 'from',
  sort: { field: 'updatedAt', order: 'DESC' },
  list: ['from', 'to', 'statusCode', 'updatedAt'],
  fields: {
    from: {
      label: 'Desde',
      description:
        'Ruta antigua que ya no existe, con /en delante si es la versión en inglés (/en/nosotros).',
      placeholder: '/nosotros-antiguo',
    },
    to: {
      label: 'Hacia',
      description:
        'A dónde se envía al visitante: una ruta del sitio (/nosotros) o una dirección completa.',
      placeholder: '/nosotros',
    },
    statusCode: {
      label: 'Código',
      description:
        '301 para casi todo (cambio permanente); 308 si la dirección recibe formularios (mantiene el envío).',
    },
    note: {
      label: 'Nota',
      description: 'Por qué existe esta redirección (solo para el equipo; no se ve en el sitio).',
    },
  },
  edit: [['from', 'to'], ['statusCode'], [{ field: 'note', size: 12 }]],
};
