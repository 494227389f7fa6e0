import { envSecret } from '../src/env';

export default () => ({
  auth: { secret: envSecret('ADMIN_JWT_SECRET') },
  apiToken: { salt: envSecret('API_TOKEN_SALT') },
  transfer: { token: { salt: envSecret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: envSecret('ENCRYPTION_KEY') },
  autoOpen: false,
  flags: { nps: false, promoteEE: false },
  // Replaced by global::admin-login-guard (shared through Redis, failures only, e-mail lockout):
  // Strapi's own limit is per process and also counts successful sign-ins.
  rateLimit: { enabled: false },
});
