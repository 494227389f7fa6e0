import type { EditorLayout } from './types';

export const blog: EditorLayout = {
  uid: 'api::blog.blog',
  mainField: 'title',
  sort: { field: 'publishedDate', order: 'DESC' },
  list: ['title', 'category', 'author', 'publishedDate'],
  fields: {
    title: {
      label: 'Título',
      description: 'El titular de la entrada, en su página y en las tarjetas del blog.',
    },
    excerpt: {
      label: 'Resumen',
      description:
        'Una o dos frases bajo el título en las tarjetas del blog (máx. unas 200 letras).',
    },
    content: {
      label: 'Contenido',
      description: 'El texto del artículo, con títulos, listas, citas y negritas.',
    },
    coverAlt: {
      label: 'Texto alternativo',
      description:
        'Describe la imagen de portada en el idioma de esta versión, para lectores de pantalla y buscadores; obligatorio para publicar una imagen, salvo que la marques como decorativa.',
    },
    coverDecorative: {
      label: 'Imagen decorativa',
      description:
        'Márcala solo si la portada adorna y no dice nada que el texto no diga: se publica sin texto alternativo y los lectores de pantalla la saltan.',
    },
    cover: {
      label: 'Imagen de portada',
      description: 'Imagen grande de la entrada y de su tarjeta en el blog (horizontal, 1200×675).',
    },
    author: {
      label: 'Autor',
      description: 'Nombre que firma la entrada.',
    },
    publishedDate: {
      label: 'Fecha de publicación',
      description:
        'Fecha que se muestra en la entrada; el blog las ordena de la más nueva a la más antigua.',
    },
    category: {
      label: 'Categoría',
      description:
        'El tema de la entrada (crea las categorías en «Categoría del blog»): la entrada aparece en su página y enlaza a ella; al final, otras entradas del mismo tema.',
    },
    slug: {
      label: 'Ruta',
      description:
        'Dirección de la entrada: /blogs/<ruta>, la misma en ambos idiomas (una traducción nueva toma la de la entrada); cambiarla en un idioma la cambia en los dos al publicar, y la dirección antigua redirige a la nueva.',
      placeholder: 'como-empezar-en-tiktok-live',
    },
    seo: {
      label: 'SEO',
      description:
        'Título, descripción e imagen que ven Google y las redes sociales al compartir la entrada.',
    },
  },
  edit: [
    [{ field: 'title', size: 12 }],
    [{ field: 'excerpt', size: 12 }],
    ['content'],
    ['cover', 'author'],
    ['coverAlt', 'coverDecorative'],
    ['publishedDate', 'slug'],
    ['category'],
    ['seo'],
  ],
};
