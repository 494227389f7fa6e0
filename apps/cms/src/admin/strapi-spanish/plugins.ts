/**
 * Spanish for the texts of the settings plugins that Strapi 5.54's own Spanish leaves in English:
 * e-mail (Settings → Email, `email.*`) and users and permissions (`users-permissions.*`). Only a
 * super admin opens them.
 */
export const PLUGINS: Record<string, string> = {
  // E-mail: the SMTP provider's settings and its connection test.
  'email.Settings.email.plugin.label.senderName': 'Nombre predeterminado del remitente',
  'email.Settings.email.plugin.label.replyToName': 'Nombre predeterminado para las respuestas',
  'email.Settings.email.plugin.label.verifyConnection': 'Estado de la conexión',
  'email.Settings.email.plugin.button.verify': 'Probar la conexión',
  'email.Settings.email.plugin.notification.verify.success': 'Conexión verificada',
  'email.Settings.email.plugin.notification.verify.error': 'No se pudo verificar la conexión',
  'email.Settings.email.plugin.status.connected': 'Conectado',
  'email.Settings.email.plugin.status.error': 'Error',
  'email.Settings.capabilities.title': 'Funciones del proveedor',
  'email.Settings.capabilities.subtitle': 'La configuración SMTP actual y las funciones activadas',
  'email.Settings.capabilities.label.smtpServer': 'Servidor SMTP',
  'email.Settings.capabilities.label.encryption': 'Cifrado',
  'email.Settings.capabilities.label.authType': 'Autenticación',
  'email.Settings.capabilities.label.poolStatus': 'Estado del grupo de conexiones',
  'email.Settings.capabilities.label.features': 'Funciones activadas',
  'email.Settings.capabilities.poolStatus.idle': 'En reposo',
  'email.Settings.capabilities.poolStatus.active': 'Activo',
  'email.Settings.capabilities.feature.dkim': 'DKIM',
  'email.Settings.capabilities.feature.pool': 'Grupo de conexiones',
  'email.Settings.capabilities.feature.rateLimiting': 'Límite de envíos',
  'email.Settings.capabilities.feature.oauth2': 'OAuth2',
  'email.Settings.capabilities.feature.requireTLS': 'Exigir TLS',
  // Users and permissions (the site's API users, not the admin's).
  'users-permissions.Email.template.reset_password': 'Restablecer la contraseña',
  'users-permissions.Settings.roles.created': 'Rol creado',
};
