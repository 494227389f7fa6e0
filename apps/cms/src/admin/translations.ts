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
    // The contact list's habeas data request (contact-erasure/erasure-button.tsx).
    'contactErasure.button': 'Solicitud de supresión',
    'contactErasure.title': 'Suprimir los datos de una persona (Ley 1581)',
    'contactErasure.explanation':
      'Borra para siempre todos los mensajes enviados desde una dirección de correo. Queda constancia en «Registro de supresiones» de cuándo, quién y cuántos, nunca de la dirección. No se puede deshacer.',
    'contactErasure.emailLabel': 'Correo de la persona',
    'contactErasure.emailHint':
      'Tal como lo escribió en el formulario; mayúsculas y minúsculas dan igual.',
    'contactErasure.submit': 'Suprimir sus mensajes',
    'contactErasure.close': 'Cerrar',
    'contactErasure.done':
      '{count, plural, =0 {No había mensajes de {email}; no se borró nada} one {Se suprimió # mensaje de {email}} other {Se suprimieron # mensajes de {email}}}. Queda constancia en «Registro de supresiones», sin la dirección.',
    'contactErasure.invalidEmail':
      'Escriba la dirección de correo completa de la persona (por ejemplo ana@ejemplo.com).',
    'contactErasure.sessionExpired':
      'Su sesión terminó y no se suprimió nada. Vuelva a iniciar sesión e inténtelo de nuevo.',
    'contactErasure.forbidden':
      'Su rol no puede suprimir mensajes de contacto. Pida a alguien con el rol Comercial que atienda la solicitud.',
    'contactErasure.failed':
      'No se pudo suprimir (error {status} del CMS) y no se borró nada. Vuelva a intentarlo en un momento.',
    'contactErasure.offline':
      'No se pudo conectar con el CMS y no se borró nada. Revise su conexión a internet y vuelva a intentarlo.',
    // Scheduled publishing (schedule/panel.tsx, schedule/column.tsx).
    'schedule.title': 'Programación',
    'schedule.intro':
      'Elige cuándo se publica o se despublica este idioma de la entrada. Se hace en ese minuto y el sitio cambia como al pulsar Publicar.',
    'schedule.publish.label': 'Publicar el',
    'schedule.hint': 'Hora de Colombia.',
    'schedule.button': 'Programar',
    'schedule.cancel': 'Cancelar',
    'schedule.unpublish.label': 'Despublicar el',
    'schedule.publish.button': 'Programar la publicación',
    'schedule.unpublish.button': 'Programar la despublicación',
    'schedule.publish.when': 'Se publicará el {time} (hora de Colombia). Lo programó {who}.',
    'schedule.unpublish.when': 'Se despublicará el {time} (hora de Colombia). Lo programó {who}.',
    'schedule.publish.cancel': 'Cancelar la publicación programada',
    'schedule.unpublish.cancel': 'Cancelar la despublicación programada',
    'schedule.dismiss': 'Quitar el aviso',
    'schedule.readOnly':
      'No hay nada programado en este idioma. Un Editor puede programar cuándo se publica o se despublica.',
    'schedule.incomplete': 'Escribe la fecha y la hora completas (día, mes, año, hora y minutos).',
    'schedule.saved': 'Programado para el {time} (hora de Colombia).',
    'schedule.cancelled': 'Programación cancelada.',
    'schedule.forbidden':
      'Tu rol no puede programar la publicación de esta entrada. Pide a un Editor que lo haga.',
    'schedule.sessionExpired':
      'Tu sesión terminó y no se guardó nada. Vuelve a iniciar sesión y repite el cambio.',
    'schedule.failed':
      'No se pudo guardar la programación (error {status} del CMS). Vuelve a intentarlo en un momento; si sigue fallando, avisa al administrador del sitio.',
    'schedule.offline':
      'No se pudo conectar con el CMS y no se guardó nada. Revisa tu conexión a internet y vuelve a intentarlo.',
    'schedule.column': 'Programado',
    'schedule.cell.publish': 'Se publica {time}',
    'schedule.cell.unpublish': 'Se despublica {time}',
    'schedule.cell.failed': 'Falló: ábrela para ver por qué',
    // The edit view's search preview (seo-panel/), in the side panel of every type with SEO.
    'seoPanel.title': 'Vista en buscadores',
    'seoPanel.intro':
      'Cómo puede mostrar Google la versión en {language}; cambia mientras escribe.',
    'seoPanel.language.es': 'español',
    'seoPanel.language.en': 'inglés',
    'seoPanel.field.title': 'Título para Google',
    'seoPanel.field.description': 'Descripción para Google',
    'seoPanel.count': '{count} de {max} caracteres',
    'seoPanel.state.empty': 'Vacío',
    'seoPanel.state.short': 'Corto',
    'seoPanel.state.good': 'Bien',
    'seoPanel.state.cut': 'Se cortará',
    'seoPanel.title.empty':
      'Escriba el título del resultado, de {min} a {max} caracteres: primero lo que buscaría un cliente (por ejemplo «Agencia de TikTok Live en Colombia») y, si cabe, la marca al final.',
    'seoPanel.title.short':
      'Sobra sitio: Google muestra hasta unos {max} caracteres. Añada qué ofrece la página o para quién.',
    'seoPanel.title.good': 'Cabe entero en el resultado.',
    'seoPanel.title.cut':
      'Google muestra unos {max} caracteres y cambia el resto por «…». Acórtelo o lleve lo importante al principio.',
    'seoPanel.description.empty':
      'Escriba la descripción del resultado, de {min} a {max} caracteres: qué encontrará el lector y por qué hacer clic. Sin ella, se muestra la descripción general del sitio.',
    'seoPanel.description.short':
      'Corta: Google puede cambiarla por un trozo de la página. Use de {min} a {max} caracteres.',
    'seoPanel.description.good': 'Cabe entera en el resultado.',
    'seoPanel.description.cut':
      'Google muestra unos {max} caracteres y cambia el resto por «…». Acórtela o lleve lo importante al principio.',
    'seoPanel.missing':
      'Esta versión aún no tiene SEO: añádalo más abajo, en el campo SEO, y escriba el título y la descripción para Google.',
    'seoPanel.preview': 'Vista previa del resultado en Google',
    'seoPanel.preview.noTitle': 'Aquí irá el título',
    'seoPanel.preview.noDescription': 'Aquí irá la descripción',
    'seoPanel.address.noSlug': 'La dirección aparecerá al escribir la ruta.',
    'seoPanel.address.defaults':
      'Es el SEO por defecto: lo muestran las páginas que no traen título o descripción propios.',
    'seoPanel.address.noSite':
      'El CMS no conoce la dirección pública del sitio (SITE_URL), así que se muestra solo la ruta. Avise al administrador del sitio.',
    // The edit view's "Versiones publicadas" panel (published-versions/panel.tsx).
    'publishedVersions.title': 'Versiones publicadas',
    'publishedVersions.loading': 'Cargando las versiones…',
    'publishedVersions.empty':
      'Esta entrada aún no se ha publicado en {language}. Cada vez que la publique, quedará aquí una copia para verla o recuperarla.',
    'publishedVersions.intro':
      'Cada publicación en {language} deja una copia (se guardan las últimas {kept}). Hora de Colombia.',
    'publishedVersions.language.es': 'español',
    'publishedVersions.language.en': 'inglés',
    'publishedVersions.latest': 'Última',
    'publishedVersions.by': 'Publicó: {name}',
    'publishedVersions.automatic': 'Publicación automática (sin persona)',
    'publishedVersions.view': 'Ver',
    'publishedVersions.viewLabel': 'Ver la versión del {time}',
    'publishedVersions.viewTitle': 'Versión publicada el {time}',
    'publishedVersions.column.field': 'Campo',
    'publishedVersions.column.version': 'Esta versión',
    'publishedVersions.column.draft': 'Borrador actual',
    'publishedVersions.field.title': 'Título',
    'publishedVersions.field.slug': 'Ruta',
    'publishedVersions.field.summary': 'Resumen o descripción',
    'publishedVersions.field.blocks': 'Bloques',
    'publishedVersions.field.text': 'Texto',
    'publishedVersions.field.files': 'Imágenes y archivos',
    'publishedVersions.changed': 'Cambia',
    'publishedVersions.none': '(vacío)',
    'publishedVersions.close': 'Cerrar',
    'publishedVersions.restore': 'Restaurar',
    'publishedVersions.restoreLabel': 'Restaurar la versión del {time}',
    'publishedVersions.confirmTitle': '¿Restaurar esta versión?',
    'publishedVersions.confirmText':
      'El borrador en {language} tomará el contenido publicado el {time}; lo que tenga ahora el borrador (también lo no guardado en este formulario) se reemplaza. El sitio no cambia hasta que revise el borrador y pulse Publicar.',
    'publishedVersions.cancel': 'Cancelar',
    'publishedVersions.confirm': 'Restaurar en el borrador',
    'publishedVersions.restored':
      'Se restauró en el borrador la versión del {time}. Revísela (o ábrala en la vista previa) y pulse Publicar para que el sitio la muestre.',
    'publishedVersions.droppedFiles':
      '{count, plural, one {Un archivo ya no está} other {# archivos ya no están}} en la biblioteca de medios y su campo quedó vacío: {names}.',
    'publishedVersions.droppedRelations':
      '{count, plural, one {Se quitó un enlace a un contenido} other {Se quitaron # enlaces a contenidos}} que ya no existe.',
    'publishedVersions.droppedBlocks':
      '{count, plural, one {Se quitó un bloque de un tipo} other {Se quitaron # bloques de tipos}} que la página ya no admite.',
    'publishedVersions.sessionExpired':
      'Su sesión terminó y el borrador no cambió. Vuelva a iniciar sesión e inténtelo de nuevo.',
    'publishedVersions.forbidden':
      'Su rol no puede ver o restaurar las versiones de esta entrada en este idioma. Pida a un Editor que lo haga.',
    'publishedVersions.failed':
      'No se pudo completar (error {status} del CMS) y el borrador no cambió. Vuelva a intentarlo en un momento.',
    'publishedVersions.offline':
      'No se pudo conectar con el CMS y el borrador no cambió. Revise su conexión a internet y vuelva a intentarlo.',
    // The home page's review queue (review-queue/widget.tsx).
    'reviewQueue.title': 'Pendiente de revisión',
    'reviewQueue.loading': 'Buscando lo que espera revisión…',
    'reviewQueue.empty': 'Nada espera revisión: todo lo escrito está publicado.',
    'reviewQueue.draft': 'Nunca publicado',
    'reviewQueue.modified': 'Cambios sin publicar',
    'reviewQueue.spanish': 'Español',
    'reviewQueue.english': 'Inglés',
    'reviewQueue.more':
      '{count, plural, one {# entrada más} other {# entradas más}}: en cada lista, Filtros → Estado.',
    'reviewQueue.type.page': 'Página',
    'reviewQueue.type.blog': 'Entrada del blog',
    'reviewQueue.type.banner': 'Banner',
    'reviewQueue.type.testimonial': 'Testimonio',
    // The site's figures (site-visits/page.tsx), the menu's "Analítica".
    'siteVisits.menu': 'Analítica',
    'siteVisits.title': 'Analítica del sitio',
    'siteVisits.subtitle':
      'Visitas, de dónde llegan, qué páginas traen mensajes de contacto y qué tan rápido carga el sitio para los visitantes reales. Sin cookies ni datos personales.',
    'siteVisits.period': 'Periodo',
    'siteVisits.from': 'Desde',
    'siteVisits.to': 'Hasta',
    'siteVisits.show': 'Ver',
    'siteVisits.export': 'Exportar CSV',
    'siteVisits.totals': '{views} visitas y {messages} mensajes de contacto del {from} al {to}.',
    'siteVisits.pages': 'Páginas',
    'siteVisits.vitalsHint':
      'LCP, INP y CLS del {from} al {to} (los últimos 28 días del periodo): el percentil 75 de lo medido en los navegadores de los visitantes, en verde si es bueno según Google, en ámbar si es mejorable y en rojo si es malo.',
    'siteVisits.empty': 'No hubo visitas en este periodo.',
    'siteVisits.none': 'Ninguna en este periodo.',
    'siteVisits.sources': 'Fuentes',
    'siteVisits.campaigns': 'Campañas',
    'siteVisits.direct': 'Directo (sin sitio de origen)',
    'siteVisits.spanish': 'Español',
    'siteVisits.english': 'Inglés',
    'siteVisits.column.page': 'Página',
    'siteVisits.column.language': 'Idioma',
    'siteVisits.column.views': 'Visitas',
    'siteVisits.column.messages': 'Mensajes',
    'siteVisits.column.conversion': 'Conversión',
    'siteVisits.column.sources': 'Fuente',
    'siteVisits.column.campaigns': 'Campaña',
    'siteVisits.column.visits': 'Visitas de entrada',
    'siteVisits.rating.good': 'bueno',
    'siteVisits.rating.needs-improvement': 'mejorable',
    'siteVisits.rating.poor': 'malo',
    'siteVisits.offline':
      'No se pudo conectar con el CMS. Revisa tu conexión a internet y vuelve a intentarlo.',
    'siteVisits.sessionExpired':
      'Tu sesión terminó. Vuelve a iniciar sesión y abre de nuevo la analítica.',
    'siteVisits.forbidden':
      'Tu rol no puede ver la analítica del sitio. Pide a un administrador el rol Editor o Comercial.',
    'siteVisits.badRange':
      'El periodo no es válido: elige una fecha inicial anterior a la final, de como mucho 400 días, y pulsa Ver.',
    'siteVisits.failed':
      'No se pudo cargar la analítica (error {status} del CMS). Vuelve a intentarlo en un momento; si sigue fallando, avisa al administrador del sitio.',
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
    'contactErasure.button': 'Erasure request',
    'contactErasure.title': "Erase a person's data (Ley 1581)",
    'contactErasure.explanation':
      'Deletes for good every message sent from an e-mail address. "Registro de supresiones" records when, who and how many, never the address. This cannot be undone.',
    'contactErasure.emailLabel': "The person's e-mail",
    'contactErasure.emailHint':
      'As they typed it in the form; upper or lower case does not matter.',
    'contactErasure.submit': 'Erase their messages',
    'contactErasure.close': 'Close',
    'contactErasure.done':
      '{count, plural, =0 {There were no messages from {email}; nothing was deleted} one {# message from {email} was erased} other {# messages from {email} were erased}}. "Registro de supresiones" records it, without the address.',
    'contactErasure.invalidEmail':
      "Type the person's full e-mail address (for example ana@example.com).",
    'contactErasure.sessionExpired':
      'Your session ended and nothing was erased. Sign in again and try again.',
    'contactErasure.forbidden':
      'Your role may not erase contact messages. Ask someone with the Comercial role to answer the request.',
    'contactErasure.failed':
      'The erasure failed (CMS error {status}) and nothing was deleted. Try again in a moment.',
    'contactErasure.offline':
      'Could not reach the CMS and nothing was deleted. Check your internet connection and try again.',
    // Scheduled publishing (schedule/panel.tsx, schedule/column.tsx).
    'schedule.title': 'Scheduling',
    'schedule.intro':
      'Choose when this language of the entry is published or unpublished. It happens at that minute and the site changes as when you press Publish.',
    'schedule.publish.label': 'Publish on',
    'schedule.hint': 'Colombia time.',
    'schedule.button': 'Schedule',
    'schedule.cancel': 'Cancel',
    'schedule.unpublish.label': 'Unpublish on',
    'schedule.publish.button': 'Schedule publishing',
    'schedule.unpublish.button': 'Schedule unpublishing',
    'schedule.publish.when': 'Will be published on {time} (Colombia time). Scheduled by {who}.',
    'schedule.unpublish.when': 'Will be unpublished on {time} (Colombia time). Scheduled by {who}.',
    'schedule.publish.cancel': 'Cancel the scheduled publishing',
    'schedule.unpublish.cancel': 'Cancel the scheduled unpublishing',
    'schedule.dismiss': 'Remove the notice',
    'schedule.readOnly':
      'Nothing is scheduled in this language. An Editor can schedule when it is published or unpublished.',
    'schedule.incomplete': 'Enter the full date and time (day, month, year, hour and minutes).',
    'schedule.saved': 'Scheduled for {time} (Colombia time).',
    'schedule.cancelled': 'Schedule cancelled.',
    'schedule.forbidden':
      'Your role may not schedule the publication of this entry. Ask an Editor to do it.',
    'schedule.sessionExpired':
      'Your session ended and nothing was saved. Sign in again and repeat the change.',
    'schedule.failed':
      'The schedule could not be saved (CMS error {status}). Try again in a moment; if it keeps failing, tell the site administrator.',
    'schedule.offline':
      'Could not reach the CMS and nothing was saved. Check your internet connection and try again.',
    'schedule.column': 'Scheduled',
    'schedule.cell.publish': 'Publishes {time}',
    'schedule.cell.unpublish': 'Unpublishes {time}',
    'schedule.cell.failed': 'Failed: open it to see why',
    'seoPanel.title': 'Search preview',
    'seoPanel.intro': 'How Google may show the {language} version; it changes as you type.',
    'seoPanel.language.es': 'Spanish',
    'seoPanel.language.en': 'English',
    'seoPanel.field.title': 'Title for Google',
    'seoPanel.field.description': 'Description for Google',
    'seoPanel.count': '{count} of {max} characters',
    'seoPanel.state.empty': 'Empty',
    'seoPanel.state.short': 'Short',
    'seoPanel.state.good': 'Good',
    'seoPanel.state.cut': 'Will be cut',
    'seoPanel.title.empty':
      'Write the result\'s title, {min} to {max} characters: first what a client would search for (for example "TikTok Live agency in Colombia") and, if it fits, the brand at the end.',
    'seoPanel.title.short':
      'There is room left: Google shows up to about {max} characters. Add what the page offers or for whom.',
    'seoPanel.title.good': 'It fits whole in the result.',
    'seoPanel.title.cut':
      'Google shows about {max} characters and replaces the rest with "…". Shorten it or move what matters to the start.',
    'seoPanel.description.empty':
      "Write the result's description, {min} to {max} characters: what the reader will find and why to click. Without it, the site's general description shows.",
    'seoPanel.description.short':
      'Short: Google may replace it with a piece of the page. Use {min} to {max} characters.',
    'seoPanel.description.good': 'It fits whole in the result.',
    'seoPanel.description.cut':
      'Google shows about {max} characters and replaces the rest with "…". Shorten it or move what matters to the start.',
    'seoPanel.missing':
      'This version has no SEO yet: add it below, in the SEO field, and write the title and the description for Google.',
    'seoPanel.preview': 'Preview of the Google result',
    'seoPanel.preview.noTitle': 'The title goes here',
    'seoPanel.preview.noDescription': 'The description goes here',
    'seoPanel.address.noSlug': 'The address appears once the slug is written.',
    'seoPanel.address.defaults':
      'This is the default SEO: pages without a title or description of their own show it.',
    'seoPanel.address.noSite':
      "The CMS does not know the site's public address (SITE_URL), so only the path shows. Tell the site administrator.",
    'publishedVersions.title': 'Published versions',
    'publishedVersions.loading': 'Loading the versions…',
    'publishedVersions.empty':
      'This entry has not been published in {language} yet. Each time you publish it, a copy stays here to see or bring back.',
    'publishedVersions.intro':
      'Each publish in {language} leaves a copy (the latest {kept} are kept). Colombia time.',
    'publishedVersions.language.es': 'Spanish',
    'publishedVersions.language.en': 'English',
    'publishedVersions.latest': 'Latest',
    'publishedVersions.by': 'Published by {name}',
    'publishedVersions.automatic': 'Automatic publish (no person)',
    'publishedVersions.view': 'View',
    'publishedVersions.viewLabel': 'View the version of {time}',
    'publishedVersions.viewTitle': 'Version published on {time}',
    'publishedVersions.column.field': 'Field',
    'publishedVersions.column.version': 'This version',
    'publishedVersions.column.draft': 'Current draft',
    'publishedVersions.field.title': 'Title',
    'publishedVersions.field.slug': 'Slug',
    'publishedVersions.field.summary': 'Summary or description',
    'publishedVersions.field.blocks': 'Blocks',
    'publishedVersions.field.text': 'Text',
    'publishedVersions.field.files': 'Images and files',
    'publishedVersions.changed': 'Differs',
    'publishedVersions.none': '(empty)',
    'publishedVersions.close': 'Close',
    'publishedVersions.restore': 'Restore',
    'publishedVersions.restoreLabel': 'Restore the version of {time}',
    'publishedVersions.confirmTitle': 'Restore this version?',
    'publishedVersions.confirmText':
      'The {language} draft takes the content published on {time}; what the draft has now (unsaved changes in this form too) is replaced. The site does not change until you check the draft and press Publish.',
    'publishedVersions.cancel': 'Cancel',
    'publishedVersions.confirm': 'Restore into the draft',
    'publishedVersions.restored':
      'The version of {time} was restored into the draft. Check it (or open the preview) and press Publish for the site to show it.',
    'publishedVersions.droppedFiles':
      '{count, plural, one {A file is no longer in the media library and its field was} other {# files are no longer in the media library and their fields were}} left empty: {names}.',
    'publishedVersions.droppedRelations':
      '{count, plural, one {A link to content that no longer exists was removed} other {# links to content that no longer exists were removed}}.',
    'publishedVersions.droppedBlocks':
      '{count, plural, one {A block of a kind the page no longer takes was removed} other {# blocks of kinds the page no longer takes were removed}}.',
    'publishedVersions.sessionExpired':
      'Your session ended and the draft did not change. Sign in again and try again.',
    'publishedVersions.forbidden':
      'Your role may not see or restore the versions of this entry in this language. Ask an Editor to do it.',
    'publishedVersions.failed':
      'It could not be done (CMS error {status}) and the draft did not change. Try again in a moment.',
    'publishedVersions.offline':
      'Could not reach the CMS and the draft did not change. Check your internet connection and try again.',
    // The home page's review queue (review-queue/widget.tsx).
    'reviewQueue.title': 'Waiting for review',
    'reviewQueue.loading': 'Looking for what waits for review…',
    'reviewQueue.empty': 'Nothing waits for review: everything written is published.',
    'reviewQueue.draft': 'Never published',
    'reviewQueue.modified': 'Unpublished changes',
    'reviewQueue.spanish': 'Spanish',
    'reviewQueue.english': 'English',
    'reviewQueue.more':
      '{count, plural, one {# more entry} other {# more entries}}: in each list, Filters → Status.',
    'reviewQueue.type.page': 'Page',
    'reviewQueue.type.blog': 'Blog post',
    'reviewQueue.type.banner': 'Banner',
    'reviewQueue.type.testimonial': 'Testimonial',
    'siteVisits.menu': 'Analytics',
    'siteVisits.title': 'Site analytics',
    'siteVisits.subtitle':
      'Visits, where they come from, which pages bring contact messages and how fast the site loads for real visitors. No cookies, no personal data.',
    'siteVisits.period': 'Period',
    'siteVisits.from': 'From',
    'siteVisits.to': 'To',
    'siteVisits.show': 'Show',
    'siteVisits.export': 'Export CSV',
    'siteVisits.totals': '{views} visits and {messages} contact messages from {from} to {to}.',
    'siteVisits.pages': 'Pages',
    'siteVisits.vitalsHint':
      "LCP, INP and CLS from {from} to {to} (the period's last 28 days): the 75th percentile of what visitors' browsers measured, green when Google rates it good, amber when it needs improvement, red when poor.",
    'siteVisits.empty': 'No visits in this period.',
    'siteVisits.none': 'None in this period.',
    'siteVisits.sources': 'Sources',
    'siteVisits.campaigns': 'Campaigns',
    'siteVisits.direct': 'Direct (no referring site)',
    'siteVisits.spanish': 'Spanish',
    'siteVisits.english': 'English',
    'siteVisits.column.page': 'Page',
    'siteVisits.column.language': 'Language',
    'siteVisits.column.views': 'Visits',
    'siteVisits.column.messages': 'Messages',
    'siteVisits.column.conversion': 'Conversion',
    'siteVisits.column.sources': 'Source',
    'siteVisits.column.campaigns': 'Campaign',
    'siteVisits.column.visits': 'Entry visits',
    'siteVisits.rating.good': 'good',
    'siteVisits.rating.needs-improvement': 'needs improvement',
    'siteVisits.rating.poor': 'poor',
    'siteVisits.offline': 'Could not reach the CMS. Check your internet connection and try again.',
    'siteVisits.sessionExpired': 'Your session ended. Sign in again and reopen the analytics.',
    'siteVisits.forbidden':
      'Your role may not see the site analytics. Ask an administrator for the Editor or Comercial role.',
    'siteVisits.badRange':
      'The period is not valid: pick a start date before the end date, at most 400 days apart, and press Show.',
    'siteVisits.failed':
      'The analytics did not load (CMS error {status}). Try again in a moment; if it keeps failing, tell the site administrator.',
  },
} as const;
