import type { EditorLayout } from './types';

export const siteSetting: EditorLayout = {
  uid: 'api::site-setting.site-setting',
  mainField: 'siteName',
  fields: {
    siteName: {
      label: 'Nombre del sitio',
      description:
        'Aparece en el pie, en el aviso de derechos y al final del título de cada pestaña.',
    },
    address: {
      label: 'Dirección',
      description: 'Dirección postal en el pie y en la página de contacto.',
    },
    contactEmail: {
      label: 'E-mail de contacto',
      description: 'E-mail público en el pie y en la página de contacto (igual en ambos idiomas).',
    },
    phonePrimary: {
      label: 'Teléfono principal',
      description: 'Primer teléfono del pie y de la página de contacto (igual en ambos idiomas).',
    },
    phoneSecondary: {
      label: 'Teléfono secundario',
      description: 'Segundo teléfono del pie y de la página de contacto (igual en ambos idiomas).',
    },
    whatsappNumber: {
      label: 'Número de WhatsApp',
      description:
        'Número del botón flotante de WhatsApp, solo dígitos con prefijo de país (573001234567).',
      placeholder: '573001234567',
    },
    whatsappMessage: {
      label: 'Mensaje de WhatsApp',
      description: 'Texto que WhatsApp escribe por el visitante al pulsar el botón flotante.',
    },
    headerMenu: {
      label: 'Menú de la cabecera',
      description:
        'Enlaces del menú superior en este idioma, en este orden (arrástralos para cambiarlo); vacío: el menú de siempre.',
    },
    footerLinks: {
      label: 'Enlaces rápidos del pie',
      description:
        'Columna «Enlaces rápidos» del pie en este idioma, en este orden (arrástralos para cambiarlo); vacío: los de siempre.',
    },
    socialLinks: {
      label: 'Redes sociales',
      description:
        'Iconos del pie que llevan a los perfiles de la agencia (igual en ambos idiomas).',
    },
    claims: {
      label: 'Cifras destacadas',
      description: 'Datos de la agencia con su etiqueta (p. ej. «6» «regiones»).',
    },
    twitterSite: {
      label: 'Cuenta de X del sitio',
      description:
        'La cuenta de X (Twitter) de la agencia, con @; va en las tarjetas al compartir.',
      placeholder: '@brillatalent',
    },
    twitterCreator: {
      label: 'Cuenta de X del autor',
      description: 'La cuenta de X que firma el contenido, con @; va en las tarjetas al compartir.',
      placeholder: '@brillatalent',
    },
    privacyPolicyVersion: {
      label: 'Versión de la política de privacidad',
      description:
        'Se muestra bajo el formulario de contacto y se guarda con cada mensaje; cámbiala al publicar otra política.',
    },
    privacyPolicyReview: {
      label: 'Revisión legal de la política',
      description:
        'Elige «Aprobada por un abogado» solo cuando un abogado la haya revisado (antes del lanzamiento).',
    },
    defaultSeo: {
      label: 'SEO por defecto',
      description:
        'Título, descripción, palabras clave e imagen para Google y redes cuando una página no trae los suyos.',
    },
  },
  edit: [
    ['siteName'],
    [{ field: 'address', size: 12 }],
    ['contactEmail'],
    ['phonePrimary', 'phoneSecondary'],
    ['whatsappNumber', 'whatsappMessage'],
    ['headerMenu'],
    ['footerLinks'],
    ['socialLinks'],
    ['claims'],
    ['twitterSite', 'twitterCreator'],
    ['privacyPolicyVersion', 'privacyPolicyReview'],
    ['defaultSeo'],
  ],
};
