import { envSecret } from '../src/env';
import { previewConfig } from '../src/lib/preview/preview-url';

export default () => ({
  auth: { secret: envSecret('ADMIN_JWT_SECRET') },
  apiToken: { salt: envSecret('API_TOKEN_SALT') },
  transfer: { token: { salt: envSecret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: envSecret('ENCRYPTION_KEY') },
  autoOpen: false,
  flags: { nps: false, promoteEE: false },
  // Replaced by src/lib/admin/credential-guard.ts (shared through Redis, failures only, e-mail lockout):
  // Strapi's own limit is per process and also counts successful sign-ins.
  rateLimit: { enabled: false },
  // "Open preview" for pages and blog posts: the draft on the site (docs/decisions/038-preview.md).
  preview: previewConfig(),
});
