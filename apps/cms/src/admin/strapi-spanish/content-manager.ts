/**
 * Spanish for the content manager's and the languages plugin's (i18n) texts that Strapi 5.54's
 * own Spanish leaves in English. Some keys live only in Strapi's code, as default messages
 * (`content-manager.plugin.name`).
 */
export const CONTENT_MANAGER: Record<string, string> = {
  // The content manager.
  'content-manager.plugin.name': 'Gestor de contenido',
  'content-manager.containers.list.table-headers.status': 'Estado',
  'content-manager.components.Blocks.expand': 'Ampliar',
  'content-manager.components.Blocks.dnd.instruction':
    'Para reordenar los bloques, pulsa Comando o Control junto con Mayúsculas y las flechas arriba o abajo',
  'content-manager.actions.open-in-new-tab.label': 'Abrir en una pestaña nueva',
  'content-manager.actions.copy-documentId.label': 'Copiar el ID del documento',
  'content-manager.actions.copy-documentId.success': 'ID del documento copiado al portapapeles',
  'content-manager.components.DynamicZone.unknown-component': 'Componente desconocido',
  'content-manager.components.DynamicZone.move-up': 'Subir',
  'content-manager.components.DynamicZone.move-down': 'Bajar',
  'content-manager.components.RelationInputModal.modal-title': 'Editar una relación',
  'content-manager.components.RelationInputModal.button-fullpage': 'Ir a la entrada',
  'content-manager.components.RelationInputModal.confirmation-message':
    'Hay cambios sin guardar. ¿Seguro que quieres cerrar esta relación? Se perderán todos los cambios no guardados.',
  'content-manager.bulk-publish.waiting-for-action': 'Esperando una acción',
  'content-manager.containers.edit.information.documentId.label': 'ID del documento',
  'content-manager.containers.List.statusFilter.draft': 'Borrador (nunca publicado)',
  'content-manager.containers.List.statusFilter.published': 'Publicado (todos)',
  'content-manager.containers.List.statusFilter.publishedModified': 'Publicado (con cambios)',
  'content-manager.containers.List.statusFilter.publishedUnmodified': 'Publicado (sin cambios)',
  'content-manager.containers.list.filters.status': 'Estado',
  'content-manager.containers.SettingPage.editSettings.relationOpenMode':
    'Cómo se abren las relaciones',
  'content-manager.containers.SettingPage.editSettings.relationOpenMode.description':
    'Elige cómo se abren las entradas relacionadas al hacer clic',
  'content-manager.containers.SettingPage.editSettings.relationOpenMode.modal':
    'Ventana (predeterminado)',
  'content-manager.containers.SettingPage.editSettings.relationOpenMode.newTab':
    'Abrir en una pestaña nueva',
  'content-manager.containers.SettingPage.editSettings.relationOpenMode.page': 'Ir a la página',
  'content-manager.containers.empty-label': 'Sin título',
  'content-manager.containers.untitled': 'Sin título',
  'content-manager.permissions.not-allowed.locale':
    'No tienes permiso para ver este contenido en el idioma pedido',
  'content-manager.popUpWarning.warning.has-draft-m2m-relations.message':
    '{count, plural, one {# entrada enlazada sigue en borrador. Aparecerá en el sitio cuando se publique.} other {# entradas enlazadas siguen en borrador. Aparecerán en el sitio cuando se publiquen.}}',
  'content-manager.popUpWarning.warning.has-draft-m2m-relations.additional':
    '{count, plural, one {# enlace de muchos a muchos apunta} other {# enlaces de muchos a muchos apuntan}} a entradas en borrador, que se verán cuando se publiquen.',
  'content-manager.preview.panel.button-configuration': 'Configurar la vista previa',
  'content-manager.preview.content.close-editor': 'Cerrar el editor',
  'content-manager.preview.content.open-editor': 'Abrir el editor',
  'content-manager.preview.device.select': 'Elegir el tipo de dispositivo',
  'content-manager.preview.device.desktop': 'Escritorio',
  'content-manager.preview.device.mobile': 'Móvil',
  'content-manager.preview.info.single-click-hint': 'Doble clic para editar',
  'content-manager.preview.error.invalid-field-path':
    'No se encontró este campo en el documento actual',
  'content-manager.preview.error.relations-not-handled':
    'Las relaciones todavía no se pueden editar desde la vista previa.',
  'content-manager.preview.error.incomplete-strapi-source':
    'A este campo le falta información de la vista previa',
  'content-manager.preview.error.different-document': 'Este campo es de otro documento',
  'content-manager.preview.error.script-failed':
    'No se pudo cargar el script de la vista previa en vivo. Puede que la edición visual no esté disponible.',
  'content-manager.relation.create': 'Crear una relación',
  'content-manager.validation.error.unreadable-required-field':
    'Tus permisos no dejan ver algunos campos obligatorios. Pide acceso a un administrador para continuar.',
  // Languages (i18n).
  'i18n.CMEditViewAITranslation.status-aria-label': 'Estado de la traducción automática',
  'i18n.CMEditViewAITranslation.status-title':
    '{enabled, select, true {Traducción automática activada} false {Traducción automática desactivada} other {Traducción automática desactivada}}',
  'i18n.CMEditViewAITranslation.status-description':
    'La IA traduce el contenido a todos los idiomas cada vez que guardas un cambio en el idioma predeterminado.',
  'i18n.CMEditViewAITranslation.settings-link':
    '{enabled, select, true {Desactívala en la configuración} false {Actívala en la configuración} other {Actívala en la configuración}}',
  'i18n.CMEditViewAITranslation.job-completed': 'Traducción automática terminada.',
  'i18n.CMEditViewAITranslation.job-failed': 'La traducción automática falló. Vuelve a intentarlo.',
  'i18n.CMEditViewLocalePicker.locale.ai-translations': 'Traducciones automáticas:',
  'i18n.CMListView.popover.display-locales.more': '{locales} y {count} más',
  'i18n.Settings.aiLocalizations.label': 'Traducciones automáticas',
  'i18n.Settings.aiLocalizations.description':
    'Cada vez que guardas en el gestor de contenido, la IA traduce a los demás idiomas desde el idioma predeterminado.',
};
