/**
 * Our own text in the admin, merged into Strapi's dictionaries (app.ts `config.translations`):
 * Spanish, the editors' default, and English for those who pick it in their profile.
 */
export const ADMIN_TRANSLATIONS = {
  es: {
    // Category names of the page builder's block picker.
    blocks: 'Bloques de página',
    shared: 'Partes compartidas',
    // The contact inbox's export button (contact-export/export-button.tsx).
    'contactExport.button': 'Exportar CSV',
    'contactExport.unsupportedFilter':
      'La exportación no aplica el filtro por {filters}. Quítalo de la lista o filtra por {allowed}, y exporta de nuevo.',
    'contactExport.sessionExpired':
      'Tu sesión terminó y no se exportó nada. Vuelve a iniciar sesión y exporta de nuevo.',
    'contactExport.forbidden':
      'Tu rol no puede exportar los mensajes de contacto. Pide a un administrador el rol Comercial.',
    'contactExport.refused':
      'El CMS no aceptó el filtro de la lista para exportar. Quita los filtros y exporta de nuevo.',
    'contactExport.failed':
      'No se pudo exportar (error {status} del CMS). Vuelve a intentarlo en un momento; si sigue fallando, avisa al administrador del sitio.',
    'contactExport.offline':
      'No se pudo conectar con el CMS para exportar. Revisa tu conexión a internet y vuelve a intentarlo.',
  },
  en: {
    blocks: 'Page blocks',
    shared: 'Shared parts',
    'contactExport.button': 'Export CSV',
    'contactExport.unsupportedFilter':
      'The export does not apply the filter on {filters}. Remove it from the list or filter on {allowed}, and export again.',
    'contactExport.sessionExpired':
      'Your session ended and nothing was exported. Sign in again and export again.',
    'contactExport.forbidden':
      'Your role may not export contact messages. Ask an administrator for the Comercial role.',
    'contactExport.refused':
      "The CMS did not accept the list's filter for the export. Remove the filters and export again.",
    'contactExport.failed':
      'The export failed (CMS error {status}). Try again in a moment; if it keeps failing, tell the site administrator.',
    'contactExport.offline':
      'Could not reach the CMS to export. Check your internet connection and try again.',
  },
} as const;
