import type { EditorLayout, FieldCopy } from './types';

/** Copy several blocks share. */
const title = (where: string): FieldCopy => ({
  label: 'Título',
  description: `Encabezado del bloque ${where}.`,
});
const intro: FieldCopy = {
  label: 'Introducción',
  description: 'Texto corto bajo el título del bloque; vacío, no se muestra.',
};
const ctaLabel: FieldCopy = {
  label: 'Texto del botón',
  description: 'Texto del botón; sin texto no hay botón.',
};
const ctaUrl: FieldCopy = {
  label: 'Enlace del botón',
  description:
    'A dónde lleva el botón: una ruta del sitio (/contactanos) o una dirección completa.',
  placeholder: '/contactanos',
};
const body: FieldCopy = {
  label: 'Texto',
  description: 'El texto del bloque, con títulos, listas, citas y negritas.',
};

export const blocks: EditorLayout[] = [
  {
    uid: 'blocks.hero',
    mainField: 'title',
    fields: {
      imageAlt: {
        label: 'Texto alternativo',
        description:
          'Describe la imagen de portada del bloque en el idioma de esta versión, para lectores de pantalla y buscadores; obligatorio para publicar una imagen, salvo que la marques como decorativa.',
      },
      title: {
        label: 'Título',
        description: 'El titular grande de la portada (en la primera, el de la página).',
      },
      subtitle: { label: 'Subtítulo', description: 'Texto bajo el titular.' },
      ctaLabel,
      ctaUrl,
      imageDecorative: {
        label: 'Imagen decorativa',
        description:
          'Márcala solo si la imagen adorna y no dice nada que el texto no diga: se publica sin texto alternativo y los lectores de pantalla la saltan.',
      },
      image: {
        label: 'Imagen',
        description:
          'Imagen de la portada (1600×900); con el carrusel activado solo se ve si no hay banners.',
      },
      showBanners: {
        label: 'Mostrar el carrusel de banners',
        description:
          'Mostrar el carrusel de banners en esta página (los banners se editan en «Banner»).',
      },
    },
    edit: [
      ['title'],
      [{ field: 'subtitle', size: 12 }],
      ['ctaLabel', 'ctaUrl'],
      ['image', 'showBanners'],
      ['imageAlt', 'imageDecorative'],
    ],
  },
  {
    uid: 'blocks.stats',
    mainField: 'title',
    fields: {
      title: { label: 'Título', description: 'Encabezado sobre las cifras; vacío, no se muestra.' },
      items: { label: 'Cifras', description: 'Cada número destacado con su etiqueta, en orden.' },
    },
    edit: [['title'], ['items']],
  },
  {
    uid: 'blocks.services-grid',
    mainField: 'title',
    fields: {
      title: title('de servicios'),
      intro,
      items: { label: 'Servicios', description: 'Las tarjetas de servicio, en orden.' },
    },
    edit: [['title'], [{ field: 'intro', size: 12 }], ['items']],
  },
  {
    uid: 'blocks.testimonials',
    mainField: 'title',
    fields: {
      title: title('de testimonios'),
      subtitle: {
        label: 'Introducción',
        description: 'Texto bajo el título; los testimonios se editan en «Testimonio».',
      },
    },
    edit: [['title'], [{ field: 'subtitle', size: 12 }]],
  },
  {
    uid: 'blocks.rich-text',
    mainField: 'title',
    fields: {
      title: { label: 'Título', description: 'Encabezado sobre el texto; vacío, no se muestra.' },
      body,
    },
    edit: [['title'], ['body']],
  },
  {
    uid: 'blocks.media-text',
    mainField: 'title',
    fields: {
      imageAlt: {
        label: 'Texto alternativo',
        description:
          'Describe la imagen del bloque en el idioma de esta versión, para lectores de pantalla y buscadores; obligatorio para publicar una imagen, salvo que la marques como decorativa.',
      },
      title: title('de imagen y texto'),
      body,
      imageDecorative: {
        label: 'Imagen decorativa',
        description:
          'Márcala solo si la imagen adorna y no dice nada que el texto no diga: se publica sin texto alternativo y los lectores de pantalla la saltan.',
      },
      image: { label: 'Imagen', description: 'La imagen junto al texto (800×600).' },
      imagePosition: {
        label: 'Lado de la imagen',
        description:
          'Si la imagen va a la izquierda o a la derecha del texto (en pantallas anchas).',
      },
      ctaLabel,
      ctaUrl,
    },
    edit: [
      ['title'],
      ['body'],
      ['image', 'imagePosition'],
      ['imageAlt', 'imageDecorative'],
      ['ctaLabel', 'ctaUrl'],
    ],
  },
  {
    uid: 'blocks.call-to-action',
    mainField: 'title',
    fields: {
      title: title('de llamada a la acción'),
      text: { label: 'Texto', description: 'Frase bajo el título que invita a actuar.' },
      buttonLabel: { label: 'Texto del botón', description: 'Texto del botón de la franja.' },
      buttonUrl: { ...ctaUrl, label: 'Enlace del botón' },
    },
    edit: [['title'], [{ field: 'text', size: 12 }], ['buttonLabel', 'buttonUrl']],
  },
  {
    uid: 'blocks.faq',
    mainField: 'title',
    fields: {
      title: title('de preguntas frecuentes'),
      items: { label: 'Preguntas', description: 'Las preguntas con su respuesta, en orden.' },
    },
    edit: [['title'], ['items']],
  },
  {
    uid: 'blocks.team',
    mainField: 'title',
    fields: {
      title: title('del equipo'),
      intro,
      members: { label: 'Personas', description: 'Las tarjetas del equipo, en orden.' },
    },
    edit: [['title'], [{ field: 'intro', size: 12 }], ['members']],
  },
  {
    uid: 'blocks.pricing',
    mainField: 'title',
    fields: {
      title: title('de precios'),
      intro,
      plans: { label: 'Planes', description: 'Las tarjetas de plan, en orden.' },
    },
    edit: [['title'], [{ field: 'intro', size: 12 }], ['plans']],
  },
  {
    uid: 'blocks.portfolio',
    mainField: 'title',
    fields: {
      title: title('del portafolio'),
      intro,
      items: { label: 'Trabajos', description: 'Los trabajos de la galería, en orden.' },
    },
    edit: [['title'], [{ field: 'intro', size: 12 }], ['items']],
  },
  {
    uid: 'blocks.calculator',
    mainField: 'title',
    fields: {
      title: title('de la calculadora'),
      intro: {
        ...intro,
        description: 'Texto bajo el título; las tarifas están en «Ajustes de la calculadora».',
      },
    },
    edit: [['title'], [{ field: 'intro', size: 12 }]],
  },
  {
    uid: 'blocks.contact-form',
    mainField: 'title',
    fields: {
      title: title('del formulario de contacto'),
      intro: {
        ...intro,
        description: 'Texto sobre el formulario; los mensajes llegan a «Mensaje de contacto».',
      },
    },
    edit: [['title'], [{ field: 'intro', size: 12 }]],
  },
  {
    uid: 'blocks.blog-list',
    mainField: 'title',
    fields: {
      title: title('de últimas entradas'),
      limit: {
        label: 'Cuántas entradas',
        description: 'Número de entradas recientes que muestra el bloque.',
      },
    },
    edit: [['title', 'limit']],
  },
];
