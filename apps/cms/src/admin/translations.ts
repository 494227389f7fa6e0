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
    // Settings → sign-in lockouts (sign-in-locks/page.tsx).
    'signInLocks.section': 'Bloqueos de inicio de sesión',
    'signInLocks.title': 'Bloqueos de inicio de sesión',
    'signInLocks.subtitle':
      'Tras varios intentos fallidos, el CMS bloquea un rato el correo o la dirección. Si alguien del equipo quedó bloqueado sin culpa, levante aquí su bloqueo.',
    'signInLocks.empty': 'No hay ningún bloqueo en vigor.',
    'signInLocks.column.what': 'Bloqueado',
    'signInLocks.column.subject': 'Correo o dirección',
    'signInLocks.column.until': 'Hasta',
    'signInLocks.column.action': 'Acción',
    'signInLocks.kind.ip': 'Dirección IP',
    'signInLocks.kind.email': 'Correo',
    'signInLocks.kind.device': 'Navegador de confianza de',
    'signInLocks.until': '{time} (quedan {minutes} min)',
    'signInLocks.lift': 'Desbloquear',
    'signInLocks.liftLabel': 'Desbloquear {subject}',
    'signInLocks.lifted': 'Bloqueo levantado: {subject} puede iniciar sesión ya.',
    'signInLocks.sessionExpired':
      'Su sesión terminó. Vuelva a iniciar sesión y abra esta página de nuevo.',
    'signInLocks.forbidden':
      'Su rol no puede ver ni levantar bloqueos. Pida a un administrador que lo haga.',
    'signInLocks.gone': 'Ese bloqueo ya no está en vigor (terminó o alguien lo levantó).',
    'signInLocks.failed':
      'No se pudo cargar o cambiar los bloqueos (error {status} del CMS). Vuelva a intentarlo en un momento.',
    'signInLocks.offline':
      'No se pudo conectar con el CMS. Revise su conexión a internet y vuelva a intentarlo.',
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
    'signInLocks.section': 'Sign-in locks',
    'signInLocks.title': 'Sign-in locks',
    'signInLocks.subtitle':
      'After several failed attempts the CMS locks the e-mail or the address for a while. If someone on the team was locked out through no fault of their own, lift the lock here.',
    'signInLocks.empty': 'No lock is in force.',
    'signInLocks.column.what': 'Locked',
    'signInLocks.column.subject': 'E-mail or address',
    'signInLocks.column.until': 'Until',
    'signInLocks.column.action': 'Action',
    'signInLocks.kind.ip': 'IP address',
    'signInLocks.kind.email': 'E-mail',
    'signInLocks.kind.device': 'Trusted browser of',
    'signInLocks.until': '{time} ({minutes} min left)',
    'signInLocks.lift': 'Unlock',
    'signInLocks.liftLabel': 'Unlock {subject}',
    'signInLocks.lifted': 'Lock lifted: {subject} can sign in now.',
    'signInLocks.sessionExpired': 'Your session ended. Sign in again and reopen this page.',
    'signInLocks.forbidden': 'Your role may not see or lift locks. Ask an administrator to do it.',
    'signInLocks.gone': 'That lock is no longer in force (it ended or someone lifted it).',
    'signInLocks.failed':
      'The locks could not be loaded or changed (CMS error {status}). Try again in a moment.',
    'signInLocks.offline': 'Could not reach the CMS. Check your internet connection and try again.',
  },
} as const;
