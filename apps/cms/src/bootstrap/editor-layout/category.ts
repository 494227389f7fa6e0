import type { EditorLayout } from './types';

export const category: EditorLayout = {
  uid: 'api::category.category',
  mainField: 'name',
  sort: { field: 'name', order: 'ASC' },
  list: ['name', 'slug', 'updatedAt'],
  fields: {
    name: {
      label: 'Nombre',
      description:
        'El nombre del tema, en el idioma de esta versión: título de su página, enlace en cada entrada y en el blog.',
    },
    slug: {
      label: 'Ruta',
      description:
        'Dirección de la categoría: /blog/categoria/<ruta>, la misma en ambos idiomas (en inglés, /en delante).',
      placeholder: 'consejos-para-streamers',
    },
    description: {
      label: 'Descripción',
      description:
        'Una o dos frases bajo el nombre en la página de la categoría y para Google (opcional; máx. 300 letras).',
    },
  },
  edit: [[{ field: 'name', size: 6 }, 'slug'], ['description']],
};
