import { EnvError, envBool, envInt, envOptional, envSecret, envString } from '../src/env';
import { s3ProviderConfig, s3Uploads } from '../src/lib/s3-uploads';

function emailConfig() {
  const host = envOptional('SMTP_HOST');
  // Without SMTP_HOST no e-mail is sent: submissions keep emailStatus "pending".
  if (!host) return {};
  const from = envOptional('EMAIL_FROM');
  const to = envOptional('CONTACT_NOTIFY_EMAIL');
  const missing = [from ? null : 'EMAIL_FROM', to ? null : 'CONTACT_NOTIFY_EMAIL'].filter(Boolean);
  if (missing.length > 0) {
    throw new EnvError(
      `SMTP_HOST is set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not; set them or unset SMTP_HOST.`,
    );
  }
  const port = envInt('SMTP_PORT', 587, { min: 1, max: 65535 });
  const user = envOptional('SMTP_USER');
  const timeout = envInt('SMTP_TIMEOUT_MS', 10000, { min: 100 });
  return {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host,
        port,
        secure: envBool('SMTP_SECURE', port === 465),
        ...(user ? { auth: { user, pass: envString('SMTP_PASS', '') } } : {}),
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout * 2,
      },
      settings: { defaultFrom: from, defaultReplyTo: from },
    },
  };
}

/** S3_* set: every replica stores and reads files in one bucket; unset: local disk (public/uploads). */
function uploadProvider() {
  const s3 = s3Uploads();
  return s3 ? s3ProviderConfig(s3) : {};
}

export default () => ({
  'users-permissions': { config: { jwtSecret: envSecret('JWT_SECRET') } },
  email: emailConfig(),
  // Only the media the site uses; the content itself is checked too (src/middlewares/uploads.ts).
  upload: {
    config: {
      ...uploadProvider(),
      security: {
        allowedTypes: [
          'image/jpeg',
          'image/png',
          'image/webp',
          'image/gif',
          'image/avif',
          'application/pdf',
        ],
        deniedTypes: ['image/svg+xml', 'text/html', 'application/javascript', 'text/javascript'],
      },
    },
  },
});
