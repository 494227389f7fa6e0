/**
 * Strapi 5.54's own Spanish where it is wrong or odd in what staff see: a wrong meaning ("Sign
 * in" as «Registrarse», "Create new API Token" as «Añadir entrada»), text left in English
 * («is null»), a lost count or placeholder, misspellings, and the formal usted where the rest of
 * the admin says tú. Each key here is one Strapi already translates (the test checks that ours
 * differs); keys it lacks are in the other files.
 */
export const CORRECTIONS: Record<string, string> = {
  // Signing in and resetting a password (everyone).
  'Auth.form.welcome.title': '¡Te damos la bienvenida!',
  'Auth.form.welcome.subtitle': 'Inicia sesión en tu cuenta de Strapi',
  'Auth.link.signin': 'Iniciar sesión',
  'Auth.link.forgot-password': '¿Olvidaste tu contraseña?',
  'Auth.login.sso.subtitle': 'Inicia sesión en tu cuenta con SSO',
  'Auth.form.button.login.providers.error': 'No podemos conectarte con el proveedor elegido.',
  'Auth.form.button.forgot-password': 'Enviar el correo',
  'Auth.form.button.password-recovery': 'Recuperar la contraseña',
  'Auth.form.button.go-home': 'VOLVER AL INICIO',
  'Auth.form.button.register': 'Empezar',
  'Auth.form.forgot-password.email.label': 'Escribe tu correo',
  'Auth.form.forgot-password.email.label.success': 'Correo enviado a',
  'Auth.form.register.subtitle':
    'Tus credenciales solo sirven para entrar en el panel de administración. Todos los datos se guardan en tu propia base de datos.',
  'Auth.form.register.news.label':
    'Quiero recibir novedades sobre funciones nuevas y próximas mejoras (así aceptas las {terms} y la {policy}).',
  'Auth.reset-password.title': 'Restablecer la contraseña',
  'global.reset-password': 'Restablecer la contraseña',
  'Auth.components.Oops.text': 'Tu cuenta está suspendida.',
  'Auth.components.Oops.text.admin': 'Si es un error, habla con tu administrador.',
  'Auth.form.error.blocked': 'El administrador bloqueó tu cuenta.',
  'Auth.form.error.code.provide': 'El código no es correcto.',
  'Auth.form.error.confirmed': 'El correo de tu cuenta no está confirmado.',
  'Auth.form.error.email.invalid': 'Este correo no es válido.',
  'Auth.form.error.email.provide': 'Escribe tu nombre de usuario o tu correo.',
  'Auth.form.error.email.taken': 'Ese correo ya está registrado.',
  'Auth.form.error.invalid': 'El usuario o la contraseña no son correctos.',
  'Auth.form.error.params.provide': 'Los datos enviados no son correctos.',
  'Auth.form.error.password.format':
    'Tu contraseña no puede tener el símbolo `$` más de tres veces.',
  'Auth.form.error.password.local':
    'Esta cuenta nunca tuvo contraseña propia: inicia sesión con el proveedor con el que se creó.',
  'Auth.form.error.password.provide': 'Escribe tu contraseña.',
  'Auth.form.error.ratelimit': 'Demasiados intentos. Vuelve a intentarlo en un minuto.',
  'Auth.form.error.user.not-exist': 'No hay ninguna cuenta con este correo.',
  // The profile (everyone).
  'Settings.profile.form.section.experience.interfaceLanguage': 'Idioma de la interfaz',
  'Settings.profile.form.section.experience.interfaceLanguage.hint':
    'Solo tu interfaz se mostrará en el idioma elegido.',
  'Settings.profile.form.section.experience.interfaceLanguageHelp':
    'El cambio solo se aplica a ti. Más información en la {here}.',
  'Settings.profile.form.section.experience.clear.select':
    'Quitar el idioma de la interfaz elegido',
  'Settings.profile.form.section.experience.mode.hint': 'Muestra tu interfaz en el modo elegido.',
  'Settings.profile.form.section.experience.mode.option-label': 'Modo {name}',
  // Menus, lists, filters and forms (everyone).
  'global.settings': 'Configuración',
  'global.content-manager': 'Gestor de contenido',
  'global.plugins.content-manager': 'Gestor de contenido',
  'global.plugins.upload': 'Biblioteca de medios',
  'global.plugins.users-permissions': 'Roles y permisos',
  'global.enabled': 'Activado',
  'global.select-all-entries': 'Seleccionar todas las entradas',
  'global.prompt.unsaved':
    '¿Seguro que quieres salir de esta página? Se perderán todos tus cambios.',
  'form.button.continue': 'Continuar',
  'Usecase.button.skip': 'Omitir esta pregunta',
  'app.components.LeftMenuLinkContainer.collectionTypes': 'Tipos de colección',
  'app.components.LeftMenuLinkContainer.singleTypes': 'Tipos únicos',
  'app.components.LeftMenu.navbrand.workplace': 'Espacio de trabajo',
  'app.components.LeftMenuFooter.poweredBy': 'Funciona con ',
  'app.components.Onboarding.help.button': 'Botón de ayuda',
  'app.components.Onboarding.link.manage-media': 'Gestiona los medios',
  'app.utils.refresh': 'Actualizar',
  'app.utils.filter-value': 'Valor del filtro',
  'components.PageFooter.select': 'Entradas por página',
  'components.pagination.go-to-previous': 'Ir a la página anterior',
  'components.ViewSettings.tooltip': 'Ajustes de la vista',
  'components.FilterOptions.FILTER_TYPES.$null': 'está vacío',
  'components.FilterOptions.FILTER_TYPES.$notNull': 'no está vacío',
  'components.FilterOptions.FILTER_TYPES.$containsi': 'contiene (sin distinguir mayúsculas)',
  'components.FilterOptions.FILTER_TYPES.$endsWithi': 'termina con (sin distinguir mayúsculas)',
  'components.FilterOptions.FILTER_TYPES.$eqi': 'es (sin distinguir mayúsculas)',
  'components.FilterOptions.FILTER_TYPES.$nei': 'no es (sin distinguir mayúsculas)',
  'components.FilterOptions.FILTER_TYPES.$notContainsi': 'no contiene (sin distinguir mayúsculas)',
  'components.FilterOptions.FILTER_TYPES.$startsWithi': 'comienza con (sin distinguir mayúsculas)',
  'components.Input.error.validation.email': 'No es un correo válido',
  'components.Input.error.validation.email.withField': '{field} no es un correo válido.',
  'components.Input.error.validation.lowercase': 'El valor tiene que estar en minúsculas',
  'components.Input.error.validation.lowercase.withField': '{field} tiene que estar en minúsculas.',
  'components.Input.error.validation.max': 'El valor es demasiado alto (máximo: {max}).',
  'components.Input.error.validation.maxLength': 'El valor es demasiado largo (máximo: {max}).',
  'components.Input.error.validation.min': 'El valor es demasiado bajo (mínimo: {min}).',
  'components.Input.error.validation.minLength': 'El valor es demasiado corto (mínimo: {min}).',
  'components.Input.error.validation.regex': 'El valor no tiene el formato pedido.',
  'components.Input.error.validation.regex.withField': '{field} no tiene el formato pedido.',
  'components.Input.error.validation.required.withField': '{field} es obligatorio.',
  'components.Input.error.validation.string': 'No es un texto válido.',
  'components.Input.error.validation.unique': 'Este valor ya está en uso.',
  'components.Blocks.blocks.quote': 'Cita',
  'components.Blocks.popover.link.error': 'Escribe un enlace válido',
  'components.Blocks.popover.text.placeholder': 'Escribe el texto del enlace',
  'components.Wysiwyg.collapse': 'Contraer',
  'components.Wysiwyg.selectOptions.title': 'Títulos',
  // Settings → users and roles.
  'Settings.permissions.users.create': 'Invitar a un usuario nuevo',
  'app.containers.Users.ModalForm.footer.button-success': 'Invitar al usuario',
  'Settings.permissions.users.listview.header.subtitle':
    'Todas las personas con acceso al panel de administración de Strapi',
  'Settings.permissions.users.form.sso': 'Conectar con SSO',
  'Settings.permissions.users.form.sso.description':
    'Si está activado, el usuario puede iniciar sesión con SSO',
  'app.components.Users.ModalCreateBody.block-title.details': 'Datos del usuario',
  'app.components.Users.MagicLink.connect':
    'Copia este enlace y compártelo con la persona para darle acceso',
  'app.components.Users.MagicLink.connect.sso':
    'Envía este enlace a la persona; la primera vez puede iniciar sesión con un proveedor de SSO',
  'app.containers.Users.EditPage.roles-bloc-title': 'Roles asignados',
  'Settings.roles.create.title': 'Crear un rol',
  'Settings.roles.form.permission.property-label': 'Permisos de {label}',
  'Settings.roles.form.button.users-with-role':
    '{number, plural, =0 {# usuarios} one {# usuario} other {# usuarios}} con este rol',
  // Settings → API and transfer tokens.
  'Settings.apiTokens.create': 'Crear un token de API',
  'Settings.apiTokens.regenerate': 'Regenerar',
  'Settings.apiTokens.emptyStateLayout': 'Todavía no hay ningún token.',
  'Settings.transferTokens.emptyStateLayout': 'Todavía no hay ningún token.',
  'Settings.apiTokens.createPage.permissions.description':
    'Abajo solo aparecen las acciones vinculadas a una ruta.',
  'Settings.apiTokens.ListView.headers.createdAt': 'Creado el',
  'Settings.apiTokens.ListView.headers.lastUsedAt': 'Último uso',
  'Settings.tokens.ListView.headers.createdAt': 'Creado el',
  'Settings.tokens.copy.editMessage': 'Por seguridad, solo puedes ver tu token una vez.',
  'notification.success.apitokencreated': 'Token de API creado',
  'notification.success.apitokenedited': 'Token de API guardado',
  // Settings → overview.
  'Settings.application.get-help': 'Obtener ayuda',
  'Settings.application.node-version': 'Versión de Node',
  'Settings.application.strapi-version': 'Versión de Strapi',
  'Settings.application.strapiVersion': 'Versión de Strapi',
  'Settings.application.customization.carousel.change-action': 'Cambiar el logo',
  'Settings.application.customization.carousel-slide.label': 'Diapositiva del logo',
  'Settings.application.customization.modal.pending.title': 'Logo listo para subir',
  'Settings.application.customization.modal.upload.error-size':
    'El archivo es demasiado grande (dimensión máxima: {dimension}x{dimension}, tamaño máximo: {size}KB)',
  // The media library (Editors and Autores).
  'upload.plugin.name': 'Biblioteca de medios',
  'upload.page.title': 'Configuración: biblioteca de medios',
  'upload.settings.header.label': 'Biblioteca de medios',
  'upload.header.content.assets':
    '{numberFolders, plural, one {1 carpeta} other {# carpetas}} - {numberAssets, plural, one {1 archivo} other {# archivos}}',
  'upload.list.assets.selected':
    '{numberFolders, plural, one {1 carpeta} other {# carpetas}} y {numberAssets, plural, one {1 archivo} other {# archivos}} seleccionados',
  'upload.list.assets.title': 'Archivos ({count})',
  'upload.list.folders.title': 'Carpetas ({count})',
  'upload.list.assets.empty': 'La biblioteca de medios está vacía',
  'upload.list.assets.empty-upload': 'Sube tus primeros archivos…',
  'upload.list.assets.empty.no-permissions': 'No tienes permiso para verla',
  'upload.list.assets.to-upload':
    '{number, plural, =0 {Ningún archivo listo} one {1 archivo listo} other {# archivos listos}} para subir',
  'upload.modal.upload-list.footer.button':
    'Subir {number, plural, one {# archivo} other {# archivos}} a la biblioteca',
  'upload.header.actions.add-assets': 'Añadir archivos',
  'upload.header.actions.add-folder': 'Añadir una carpeta',
  'upload.input.placeholder': 'Haz clic para añadir un archivo o arrástralo a esta zona',
  'upload.mediaLibraryInput.placeholder':
    'Haz clic para añadir un archivo o arrástralo a esta zona',
  'upload.input.notification.not-supported':
    'No puedes subir este tipo de archivo; solo se aceptan: {fileTypes}',
  'upload.input.url.description': 'Escribe cada URL en una línea.',
  'upload.tabs.title': '¿Cómo quieres subir tus archivos?',
  'upload.modal.nav.computer': 'Desde tu equipo',
  'upload.modal.nav.url': 'Desde una URL',
  'upload.modal.upload-list.sub-header-subtitle':
    'Revisa los archivos antes de añadirlos a la biblioteca de medios',
  'upload.modal.remove.success-label': 'Los elementos se borraron.',
  'upload.window.confirm.close-modal.files': '¿Seguro? Hay archivos que todavía no se han subido.',
  'upload.upload.generic-error': 'Hubo un error al subir el archivo. Vuelve a intentarlo.',
  'upload.permissions.not-allowed.update': 'No tienes permiso para editar este archivo.',
  'upload.control-card.crop': 'Recortar',
  'upload.control-card.stop-crop': 'Dejar de recortar',
  'upload.checkControl.crop-duplicate': 'Duplicar y recortar el archivo',
  'upload.checkControl.crop-original': 'Recortar el archivo original',
  'upload.control-card.copy-link': 'Copiar el enlace',
  'upload.control-card.replace-media': 'Reemplazar el archivo',
  'upload.form.button.replace-media': 'Reemplazar el archivo',
  'upload.form.input.label.file-caption': 'Leyenda',
  'upload.list-assets-select': 'Seleccionar el archivo {name}',
  'upload.modal.file-details.id': 'ID del archivo',
  'upload.list.table.header.sort': 'Ordenar por {label}',
  'upload.search.clear.label': 'Borrar la búsqueda',
  'upload.sort.updated_at_desc': 'Actualizaciones más recientes',
  'upload.config.subtitle': 'Define cómo se ve la biblioteca de medios.',
  'upload.config.entries.note': 'Cuántos archivos muestra la biblioteca de medios por defecto',
  'upload.config.note': 'Nota: puedes cambiar este valor en la biblioteca de medios.',
  'upload.settings.sub-header.label': 'Configura la biblioteca de medios',
  'upload.settings.form.autoOrientation.label': 'Orientación automática',
  'upload.settings.form.autoOrientation.description':
    'Gira la imagen automáticamente según su etiqueta de orientación EXIF.',
  'upload.settings.form.responsiveDimensions.label': 'Tamaños para cada pantalla',
  'upload.settings.form.responsiveDimensions.description':
    'Genera varios formatos (grande, mediano y pequeño) de cada imagen subida.',
  'upload.settings.form.sizeOptimization.label': 'Optimización del tamaño',
  'upload.settings.form.sizeOptimization.description':
    'Reduce el peso de la imagen a cambio de un poco de calidad.',
  'upload.settings.section.image.label': 'Imagen',
  'upload.settings.section.video.label': 'Video',
};
