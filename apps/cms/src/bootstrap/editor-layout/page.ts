import type { EditorLayout } from './types';

export const page: EditorLayout = {
  uid: 'api::page.page',
  mainField: 'title',
  sort: { field: 'updatedAt', order: 'DESC' },
  list: ['title', 'slug', 'updatedAt'],
  fields: {
    title: {
      label: 'Título',
      description:
        'Nombre de la página en el panel y en la pestaña del navegador cuando el SEO no trae título.',
    },
    blocks: {
      label: 'Bloques',
      description:
        'El contenido de la página, de arriba abajo: añade, ordena o quita bloques (portada, texto, precios...).',
    },
    slug: {
      label: 'Ruta',
      column: 'Ruta',
      description:
        'Dirección de la página sin la barra inicial (inicio → /inicio y /en/inicio), la misma en ambos idiomas; cambiarla en un idioma la cambia en los dos al publicar, y la dirección antigua redirige a la nueva.',
      placeholder: 'nuestra-agencia',
    },
    framed: {
      label: 'Con cabecera y pie',
      description:
        'Activado: la página lleva el menú y el pie del sitio. Desactivado: página de aterrizaje con marco mínimo.',
    },
    seo: {
      label: 'SEO',
      description:
        'Título, descripción e imagen que ven Google y las redes sociales al compartir la página.',
    },
  },
  edit: [[{ field: 'title', size: 12 }], ['blocks'], ['slug', 'framed'], ['seo']],
};
