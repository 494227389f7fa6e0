import type { EditorLayout } from './types';

/** Both menus' link target: what the save check (src/api/site-setting/lib) accepts. */
const MENU_TARGET =
  'A dónde lleva: una ruta del sitio en español que exista (/calculadora, /blogs/mi-post; el sitio en inglés añade /en solo) o una dirección completa https://….';

export const shared: EditorLayout[] = [
  {
    uid: 'shared.seo',
    mainField: 'metaTitle',
    fields: {
      metaImageAlt: {
        label: 'Texto alternativo',
        description:
          'Describe la imagen para redes sociales en el idioma de esta versión, para lectores de pantalla y buscadores; vacío: se usa el de la biblioteca de medios.',
      },
      metaTitle: {
        label: 'Título para Google',
        description:
          'Título del resultado en Google y de la pestaña del navegador, tal cual (de 30 a 60 letras: «Vista en buscadores», a la derecha, las cuenta).',
      },
      metaDescription: {
        label: 'Descripción para Google',
        description:
          'Texto bajo el título en Google y al compartir en redes (de 120 a 160 letras: «Vista en buscadores», a la derecha, las cuenta).',
      },
      keywords: {
        label: 'Palabras clave',
        description: 'Palabras separadas por comas para los buscadores que aún las leen.',
        placeholder: 'tiktok live, agencia de streamers',
      },
      metaImage: {
        label: 'Imagen al compartir',
        description: 'Imagen que muestran las redes sociales al compartir el enlace (1200×630).',
      },
    },
    edit: [
      ['metaTitle'],
      [{ field: 'metaDescription', size: 12 }],
      ['keywords', 'metaImage'],
      ['metaImageAlt'],
    ],
  },
  {
    uid: 'shared.stat',
    mainField: 'label',
    fields: {
      value: { label: 'Cifra', description: 'El número tal como se ve: «+10.000», «6», «24/7».' },
      label: { label: 'Etiqueta', description: 'Qué cuenta la cifra: «creadores», «regiones».' },
    },
    edit: [['value', 'label']],
  },
  {
    uid: 'shared.service-item',
    mainField: 'title',
    fields: {
      title: { label: 'Título', description: 'Nombre del servicio en su tarjeta.' },
      description: { label: 'Descripción', description: 'Texto breve de la tarjeta.' },
      icon: {
        label: 'Icono',
        description:
          'Nombre del icono: chart, megaphone, users, search, video, code, star, briefcase, shield, globe… (vacío: estrella).',
        placeholder: 'megaphone',
      },
      url: {
        label: 'Enlace',
        description:
          'A dónde lleva la tarjeta: una ruta del sitio (/seo-marketing); vacío, sin enlace.',
        placeholder: '/seo-marketing',
      },
    },
    edit: [['title'], [{ field: 'description', size: 12 }], ['icon', 'url']],
  },
  {
    uid: 'shared.faq-item',
    mainField: 'question',
    fields: {
      question: { label: 'Pregunta', description: 'La pregunta, siempre visible.' },
      answer: { label: 'Respuesta', description: 'La respuesta que se despliega al pulsar.' },
    },
    edit: [['question'], [{ field: 'answer', size: 12 }]],
  },
  {
    uid: 'shared.team-member',
    mainField: 'name',
    fields: {
      photoAlt: {
        label: 'Texto alternativo',
        description:
          'Describe la foto en el idioma de esta versión, para lectores de pantalla y buscadores; obligatorio para publicar una imagen, salvo que la marques como decorativa.',
      },
      name: { label: 'Nombre', description: 'Nombre de la persona en su tarjeta.' },
      role: { label: 'Cargo', description: 'Su puesto, bajo el nombre.' },
      bio: {
        label: 'Biografía',
        description: 'Unas líneas sobre la persona; vacío, no se muestra.',
      },
      photoDecorative: {
        label: 'Imagen decorativa',
        description:
          'Márcala solo si la foto adorna y no dice nada que el texto no diga: se publica sin texto alternativo y los lectores de pantalla la saltan.',
      },
      photo: { label: 'Foto', description: 'Retrato de la tarjeta (cuadrado, 400×400).' },
    },
    edit: [
      ['name', 'role'],
      [{ field: 'bio', size: 12 }],
      ['photo', 'photoAlt'],
      ['photoDecorative'],
    ],
  },
  {
    uid: 'shared.pricing-plan',
    mainField: 'name',
    fields: {
      name: { label: 'Nombre del plan', description: 'Título de la tarjeta del plan.' },
      price: {
        label: 'Precio',
        description: 'El precio tal como se ve: «$99», «Gratis», «A medida».',
      },
      period: {
        label: 'Periodo',
        description: 'Junto al precio: «/mes», «/proyecto»; vacío, no se muestra.',
      },
      features: {
        label: 'Características',
        description: 'Lo que incluye el plan, una característica por línea.',
      },
      ctaLabel: { label: 'Texto del botón', description: 'Texto del botón de la tarjeta.' },
      ctaUrl: {
        label: 'Enlace del botón',
        description:
          'A dónde lleva el botón: una ruta del sitio (/contactanos) o una dirección completa.',
        placeholder: '/contactanos',
      },
      highlighted: {
        label: 'Destacado',
        description: 'Resalta esta tarjeta frente a las demás (el plan recomendado).',
      },
    },
    edit: [
      ['name', 'price'],
      ['period', 'highlighted'],
      [{ field: 'features', size: 12 }],
      ['ctaLabel', 'ctaUrl'],
    ],
  },
  {
    uid: 'shared.portfolio-item',
    mainField: 'title',
    fields: {
      imageAlt: {
        label: 'Texto alternativo',
        description:
          'Describe la imagen del proyecto en el idioma de esta versión, para lectores de pantalla y buscadores; obligatorio para publicar una imagen, salvo que la marques como decorativa.',
      },
      title: { label: 'Título', description: 'Nombre del trabajo bajo su imagen.' },
      category: {
        label: 'Categoría',
        description: 'Tipo de trabajo (p. ej. «Campañas», «Web»), mostrado sobre el título.',
      },
      description: { label: 'Descripción', description: 'Unas líneas sobre el trabajo.' },
      imageDecorative: {
        label: 'Imagen decorativa',
        description:
          'Márcala solo si la imagen adorna y no dice nada que el texto no diga: se publica sin texto alternativo y los lectores de pantalla la saltan.',
      },
      image: { label: 'Imagen', description: 'Imagen del trabajo en la galería (800×600).' },
    },
    edit: [
      ['title', 'category'],
      [{ field: 'description', size: 12 }],
      ['image', 'imageAlt'],
      ['imageDecorative'],
    ],
  },
  {
    uid: 'shared.nav-link',
    mainField: 'label',
    fields: {
      label: {
        label: 'Texto',
        description: 'Lo que se lee en el menú, en el idioma de esta versión (hasta 40 letras).',
      },
      target: {
        label: 'Destino',
        description: MENU_TARGET,
        placeholder: '/calculadora',
      },
      highlight: {
        label: 'Botón destacado',
        description:
          'Sí: se muestra como botón morado a la derecha de la cabecera (como «Contáctanos») en vez de en la lista.',
      },
    },
    edit: [['label', 'target'], ['highlight']],
  },
  {
    uid: 'shared.quick-link',
    mainField: 'label',
    fields: {
      label: {
        label: 'Texto',
        description: 'Lo que se lee en el pie, en el idioma de esta versión (hasta 40 letras).',
      },
      target: {
        label: 'Destino',
        description: MENU_TARGET,
        placeholder: '/nosotros',
      },
    },
    edit: [['label', 'target']],
  },
  {
    uid: 'shared.social-link',
    mainField: 'network',
    fields: {
      network: { label: 'Red', description: 'Qué red es; decide el icono del pie.' },
      url: {
        label: 'Enlace',
        description: 'Dirección completa del perfil de la agencia en esa red.',
        placeholder: 'https://www.tiktok.com/@brillatalent',
      },
    },
    edit: [['network', 'url']],
  },
];
