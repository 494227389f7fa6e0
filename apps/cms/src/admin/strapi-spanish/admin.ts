/**
 * Spanish for the texts of Strapi 5.54's core admin (`@strapi/admin`) that its own Spanish leaves
 * in English: the home page, the banners, the profile's sessions, the settings (tokens, users,
 * the audit log and the plans' pages, which a Community Edition never opens but are covered so
 * that the test can demand every key), errors and the shared controls. The guided tours
 * (`tours.*`) are left out: the tour is switched off (guided-tour.ts).
 */
export const ADMIN: Record<string, string> = {
  // Shared controls; `search.placeholder` lives only in Strapi's code.
  'search.placeholder': 'Buscar',
  'global.more': 'Más',
  'global.last-change.undo': 'Deshacer el último cambio',
  'global.last-change.redo': 'Rehacer el último cambio',
  'global.last-changes.discard': 'Descartar los últimos cambios',
  'app.utils.update-filter': 'Actualizar el filtro',
  'app.utils.already-published': 'Ya publicado',
  'app.components.ToggleCheckbox.enabled-label': 'Activado',
  'app.components.ToggleCheckbox.disabled-label': 'Desactivado',
  'app.HeaderLayout.docLink.label': 'Más información en la documentación',
  'components.Input.error.contain.maxBytes': 'La contraseña debe ocupar menos de 73 bytes',
  'components.Input.error.validation.combobox.invalid': 'El valor elegido no es válido',
  'components.premiumFeature.title': 'Función premium',
  // The rich text (blocks) editor's link and code.
  'components.Blocks.popover.link.rel': 'Relación (rel, opcional)',
  'components.Blocks.popover.link.rel.placeholder': 'noopener, nofollow, noreferrer',
  'components.Blocks.popover.link.target': 'Dónde se abre (target, opcional)',
  'components.Blocks.popover.link.target.placeholder': '_blank, _self, _parent, _top',
  'components.Wysiwyg.blocks.code': 'Código',
  // A screen that failed to load, and a session that ended.
  'app.error.chunk.title': 'No se pudo cargar esta pantalla',
  'app.error.chunk.message':
    'El panel no pudo cargar una pantalla. Suele pasar mientras el servidor arranca o si se cortó la conexión. Recarga la página para volver a intentarlo. Si hace poco se instaló una versión nueva, puede que tengas que recargar del todo para cargarla.',
  'app.error.chunk.reload': 'Recargar la página',
  'app.session.ended.title': 'Sesión terminada',
  'app.session.ended.unsaved':
    'Tu sesión terminó y no se puede reanudar. Los cambios sin guardar se perderán al cerrar sesión.',
  // The home page.
  'HomePage.widget.no-permissions': 'No tienes permiso para ver este bloque',
  'HomePage.addWidget.title': 'Añadir un bloque',
  'HomePage.addWidget.noWidgetsAvailable': 'No hay bloques para añadir',
  'HomePage.addWidget.button': 'Añadir un bloque',
  'HomePage.widget.delete': 'Quitar',
  'HomePage.widget.drag': 'Arrastrar para mover',
  'widget.last-activity.link': 'Abrir el registro de actividad',
  'widget.last-activity.no-activity': 'Sin actividad',
  'widget.last-activity.title': 'Última actividad',
  // The media library banner, shown on every screen until closed (media-library-banner.ts).
  'app.components.MediaLibraryBanner.intro': 'La biblioteca de medios se ha renovado. ',
  'app.components.MediaLibraryBanner.text.enabled': 'Ya estás usando la versión nueva.',
  'app.components.MediaLibraryBanner.text':
    'Consulta la documentación para saber cómo pasar a la nueva.',
  'app.components.MediaLibraryBanner.button.enabled': 'Leer el anuncio (en inglés)',
  'app.components.MediaLibraryBanner.button': 'Documentación',
  'app.components.MediaLibraryBanner.close': 'Cerrar el aviso',
  'app.components.NpsSurvey.select-rating': 'Elige una puntuación',
  // Profile → active devices (every user's own sessions).
  'global.sessions.active-devices': 'Dispositivos activos',
  'Settings.sessions.title': 'Dispositivos activos',
  'Settings.sessions.subtitle': 'Los dispositivos y sesiones que tienen tu cuenta abierta ahora.',
  'Settings.sessions.device': 'Dispositivo',
  'Settings.sessions.loginAt': 'Inicio de sesión',
  'Settings.sessions.lastActiveAt': 'Último uso',
  'Settings.sessions.actions': 'Acciones',
  'Settings.sessions.current': 'Este dispositivo',
  'Settings.sessions.unknownDevice': 'Dispositivo desconocido',
  'Settings.sessions.revoke': 'Cerrar la sesión',
  'Settings.sessions.revoke.success': 'Sesión cerrada',
  'Settings.sessions.revoke.confirm':
    '¿Seguro que quieres cerrar esta sesión? En ese dispositivo habrá que volver a iniciar sesión.',
  'Settings.sessions.revoke.confirmCurrent':
    'Es el dispositivo que estás usando: si cierras esta sesión, saldrás del panel.',
  'Settings.sessions.revokeOthers': 'Cerrar sesión en los demás dispositivos',
  'Settings.sessions.revokeOthers.confirm':
    '¿Seguro? Se cerrarán todas las demás sesiones activas. En este dispositivo seguirás con la sesión iniciada.',
  'Settings.sessions.revokeOthers.success': 'Se cerraron las demás sesiones',
  'Settings.sessions.revokeAll': 'Cerrar sesión en todos los dispositivos',
  'Settings.sessions.revokeAll.confirm':
    '¿Seguro? Se cerrarán todas las sesiones activas, también esta, y tendrás que volver a iniciar sesión.',
  // Settings → tokens.
  'Settings.apiTokens.copy.lastWarning': 'Copia tu token',
  'Settings.tokens.copy.title': 'Token',
  'Settings.tokens.form.owner': 'Propietario',
  'Settings.adminTokens.title': 'Tokens de administración',
  'Settings.adminTokens.description':
    'Tokens creados para usar las funciones del panel de administración desde otros programas',
  'Settings.adminTokens.create': 'Crear un token de administración',
  'Settings.adminTokens.addFirstToken': 'Crea tu primer token de administración',
  'Settings.adminTokens.createPage.title': 'Crear un token de administración',
  'Settings.adminTokens.editPage.title': 'Editar el token de administración',
  'Settings.adminTokens.emptyStateLayout': 'Todavía no hay ningún token.',
  'Settings.adminTokens.ListView.headers.name': 'Nombre',
  'Settings.adminTokens.ListView.headers.description': 'Descripción',
  'Settings.adminTokens.ListView.headers.owner': 'Propietario',
  'Settings.adminTokens.ListView.headers.createdAt': 'Creado el',
  'Settings.adminTokens.ListView.headers.lastUsedAt': 'Último uso',
  'notification.success.adminTokenCreated': 'Token de administración creado',
  'notification.success.adminTokenEdited': 'Token de administración guardado',
  // Settings → roles.
  'Settings.roles.form.permissions.locales.validation':
    '{count, plural, one {La acción {actions} debe aplicarse al menos a un idioma.} other {Las acciones {actions} deben aplicarse al menos a un idioma.}}',
  // Settings → overview: the plan.
  'Settings.application.plan-title': 'plan actual',
  'Settings.application.ee.admin-seats.support': 'Contactar con ventas',
  // The audit log (Enterprise plan).
  'Settings.permissions.auditLogs.audit-log.export': 'Exportar el registro de auditoría',
  'Settings.permissions.auditLogs.listview.export': 'Exportar como CSV',
  'Settings.permissions.auditLogs.listview.export.error':
    'La exportación falló. Vuelve a intentarlo.',
  'Settings.permissions.auditLogs.listview.export.error.forbidden':
    'No tienes permiso para exportar el registro de auditoría.',
  'Settings.permissions.auditLogs.listview.export.error.tooLarge':
    'La tabla es demasiado grande para exportarla. Añade filtros y vuelve a intentarlo.',
  'Settings.permissions.auditLogs.listview.export.leave':
    '¿Seguro que quieres salir? Se cancelará la exportación en curso.',
  'Settings.permissions.auditLogs.listview.export.progress.caption':
    'Preparando la exportación: {fetched, number} de {total, plural, one {# evento} other {# eventos}}',
  'Settings.permissions.auditLogs.listview.export.progress.title':
    'Exportando el registro de auditoría',
  'Settings.permissions.auditLogs.listview.export.ready.download': 'Descargar CSV',
  'Settings.permissions.auditLogs.listview.export.ready.title': 'Exportación lista',
  'Settings.permissions.auditLogs.locale.create': 'Crear un idioma',
  'Settings.permissions.auditLogs.locale.default.update': 'Cambiar el idioma predeterminado',
  'Settings.permissions.auditLogs.locale.delete': 'Borrar un idioma',
  'Settings.permissions.auditLogs.locale.update': 'Actualizar un idioma',
  'Settings.permissions.auditLogs.release.create': 'Crear un lanzamiento',
  'Settings.permissions.auditLogs.release.update': 'Actualizar un lanzamiento',
  'Settings.permissions.auditLogs.release.delete': 'Borrar un lanzamiento',
  'Settings.permissions.auditLogs.release.trigger': 'Publicar un lanzamiento',
  'Settings.permissions.auditLogs.release.entry.add': 'Añadir una entrada a un lanzamiento',
  'Settings.permissions.auditLogs.release.entry.update': 'Cambiar una entrada de un lanzamiento',
  'Settings.permissions.auditLogs.release.entry.remove': 'Quitar una entrada de un lanzamiento',
  'Settings.permissions.auditLogs.release.settings.update':
    'Actualizar la configuración de los lanzamientos',
  // The paid plans' pages, trial and banners (a Community Edition does not show them).
  'Settings.page.PurchaseAudit-logs.description': 'Sigue y revisa los cambios con tu equipo',
  'Settings.page.PurchaseAudit-logs.perks1': 'Sigue los cambios fácilmente',
  'Settings.page.PurchaseAudit-logs.perks2': 'Revisa los cambios sin esfuerzo',
  'Settings.page.PurchaseAudit-logs.perks3': 'Mantén la seguridad y el cumplimiento normativo',
  'Settings.page.PurchaseContent-history.description':
    'Deshaz los cambios del contenido al instante',
  'Settings.page.PurchaseContent-history.perks1': 'Recorre el historial de tu contenido',
  'Settings.page.PurchaseContent-history.perks2': 'Deshaz cambios con un clic',
  'Settings.page.PurchaseContent-history.perks3': 'Sigue los cambios en todos los idiomas',
  'Settings.page.PurchaseSSO.description': 'Simplifica el inicio de sesión de tu equipo',
  'Settings.page.PurchaseSSO.perks1': 'Un único inicio de sesión',
  'Settings.page.PurchaseSSO.perks2': 'Más seguridad',
  'Settings.page.PurchaseSSO.perks3': 'Compatible con webhooks',
  'Settings.page.purchase.upgrade.cta': 'Mejorar el plan',
  'Settings.page.purchase.learn-more.cta': 'Más información',
  'app.components.FreeTrialEndedModal.title': 'Tu prueba terminó',
  'app.components.FreeTrialEndedModal.description':
    'Terminó tu acceso a las funciones del plan Growth, como el historial de contenido, los lanzamientos y el inicio de sesión único (SSO).',
  'app.components.FreeTrialEndedModal.notice.title': 'Importante:',
  'app.components.FreeTrialEndedModal.notice.item1':
    'Al bajar de plan perderás el acceso a esas funciones.',
  'app.components.FreeTrialEndedModal.notice.item2':
    'Se borrará el historial de versiones de los documentos.',
  'app.components.FreeTrialEndedModal.notice.item3': 'Se borrarán todos los lanzamientos.',
  'app.components.FreeTrialEndedModal.notice.item4':
    'Si bajas de plan, define antes una contraseña para el administrador principal, para no perder el acceso al panel.',
  'app.components.FreeTrialEndedModal.button.downgrade': 'Pasar a Community',
  'app.components.FreeTrialEndedModal.button.upgrade': 'Seguir en el plan Growth',
  'app.components.FreeTrialWelcomeModal.title': 'Nos alegra tenerte a bordo',
  'app.components.FreeTrialWelcomeModal.description1':
    'Durante los próximos 30 días tendrás acceso completo a funciones avanzadas como el historial de contenido, los lanzamientos y el inicio de sesión único (SSO): todo lo que necesitas para conocer lo que puede hacer Strapi CMS.',
  'app.components.FreeTrialWelcomeModal.description2':
    '¡Aprovecha este tiempo para crear, personalizar y probar tus flujos de contenido con total libertad!',
  'app.components.FreeTrialWelcomeModal.button': 'Empezar a explorar',
  'app.components.LeftMenu.trialCountdown.endsAt': 'Tu prueba termina el {date}.',
  'app.components.LeftMenu.trialCountdown.endedAt': 'Tu prueba terminó el {date}.',
  'app.components.UpsellBanner.intro': 'Acceso a las funciones del plan Growth: ',
  'app.components.UpsellBanner.text':
    'Durante tu prueba puedes explorar herramientas premium como el historial de contenido, los lanzamientos y el inicio de sesión único (SSO).',
  'app.components.UpsellBanner.button': 'Mejorar el plan ahora',
};
