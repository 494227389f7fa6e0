import type { EditorLayout } from './types';

export const banner: EditorLayout = {
  uid: 'api::banner.banner',
  mainField: 'title',
  sort: { field: 'order', order: 'ASC' },
  list: ['order', 'title', 'ctaLabel', 'updatedAt'],
  fields: {
    title: {
      label: 'Título',
      description: 'El texto grande de la diapositiva del carrusel.',
    },
    subtitle: {
      label: 'Subtítulo',
      description: 'Texto corto bajo el título de la diapositiva.',
    },
    imageAlt: {
      label: 'Texto alternativo',
      description:
        'Describe la imagen del banner en el idioma de esta versión, para lectores de pantalla y buscadores; obligatorio para publicar una imagen, salvo que la marques como decorativa.',
    },
    imageDecorative: {
      label: 'Imagen decorativa',
      description:
        'Márcala solo si la imagen adorna y no dice nada que el texto no diga: se publica sin texto alternativo y los lectores de pantalla la saltan.',
    },
    image: {
      label: 'Imagen',
      description: 'Fondo de la diapositiva (horizontal, 1600×900).',
    },
    ctaLabel: {
      label: 'Texto del botón',
      column: 'Botón',
      description: 'Texto del botón de la diapositiva; sin texto no hay botón.',
    },
    ctaUrl: {
      label: 'Enlace del botón',
      description:
        'A dónde lleva el botón: una ruta del sitio (/contactanos) o una dirección completa.',
      placeholder: '/contactanos',
    },
    order: {
      label: 'Orden',
      description: 'Posición en el carrusel: 1 es la primera diapositiva (igual en ambos idiomas).',
    },
  },
  edit: [
    [{ field: 'title', size: 12 }],
    [{ field: 'subtitle', size: 12 }],
    ['image'],
    ['imageAlt', 'imageDecorative'],
    ['ctaLabel', 'ctaUrl'],
    ['order'],
  ],
};
