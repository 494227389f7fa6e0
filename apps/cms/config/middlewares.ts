import { envInt, envList, envOptional, trustedProxies } from '../src/env';
import { previewFrameOrigins } from '../src/lib/preview/preview-url';
import { s3Uploads } from '../src/lib/s3-uploads';
import { limitFilesPerRequest } from '../src/lib/upload-file-limit';

// Where the admin may load media from besides the CMS: the S3 bucket's public address when
// uploads go to S3 (config/plugins.ts), and any origin listed (a CDN in front of it).
const s3 = s3Uploads();
const mediaOrigins = [
  ...(s3 ? [new URL(s3.publicUrl).origin] : []),
  ...envList('CMS_MEDIA_ORIGINS', []),
];
// Browsers never call the CMS from the site (the web server does, server-side), so no origin is
// allowed cross-origin unless listed.
const corsOrigins = envList('CMS_CORS_ORIGINS', []);
// The admin's preview panel frames the site (src/lib/preview/preview-url.ts).
const previewOrigins = previewFrameOrigins();

/**
 * One directive as a string: Strapi deep-merges its own CSP defaults into this config, and with
 * arrays that merge goes index by index (our ['self'] would come back as ['self', 'https:']).
 */
const csp = (...sources: string[]): string => sources.join(' ');

/**
 * Helmet settings for everything the CMS serves (admin panel and REST API), tightened to what the
 * built admin needs (docs/decisions/050-cms-security-headers.md): its HTML loads one module
 * script from /admin and no inline script; styled-components injects <style> (hence
 * 'unsafe-inline' for styles only); images and media come from the CMS itself (data:/blob: for
 * previews). Telemetry and the marketplace are off, so nothing is fetched from strapi.io.
 */
const security = {
  name: 'strapi::security',
  config: {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': csp("'self'"),
        'base-uri': csp("'self'"),
        'connect-src': csp("'self'"),
        'font-src': csp("'self'", 'data:'),
        'form-action': csp("'self'"),
        'frame-ancestors': csp("'none'"),
        'frame-src': csp("'self'", ...previewOrigins),
        'img-src': csp("'self'", 'data:', 'blob:', ...mediaOrigins),
        'media-src': csp("'self'", 'data:', 'blob:', ...mediaOrigins),
        'manifest-src': csp("'self'"),
        'object-src': csp("'none'"),
        'script-src': csp("'self'"),
        'script-src-attr': csp("'none'"),
        'style-src': csp("'self'", "'unsafe-inline'"),
        'worker-src': csp("'self'", 'blob:'),
        upgradeInsecureRequests: null,
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    hsts: { maxAge: 63072000, includeSubDomains: true },
    referrerPolicy: { policy: 'same-origin' },
  },
};

const cors = {
  name: 'strapi::cors',
  config: { origin: corsOrigins, credentials: false },
};

const MB = 1024 * 1024;
const MAX_FILES_PER_REQUEST = 20;
const maxBodyBytes = envInt('CMS_MAX_BODY_MB', 1, { min: 1, max: 100 }) * MB;
const maxUploadBytes = envInt('CMS_MAX_UPLOAD_MB', 20, { min: 1, max: 1024 }) * MB;
// Pixels decoded, not bytes stored: a 48-megapixel phone photo passes, a small PNG that decodes
// to gigabytes does not (sharp itself stops at 268).
const maxUploadMegapixels = envInt('CMS_MAX_UPLOAD_MEGAPIXELS', 50, { min: 1, max: 268 });

export default [
  // First: each request's id (X-Request-Id) and its log line, without the query string
  // (instead of strapi::logger, which logs it).
  'global::request-log',
  // The admin, the API and their errors stay out of search engines (X-Robots-Tag).
  'global::no-index',
  // Every later step (limits, the sign-in guard) sees the real client address.
  { name: 'global::client-address', config: { trustedProxies: trustedProxies() } },
  // The admin's pages open at CMS_PUBLIC_URL only (its preview and API calls need that name).
  {
    name: 'global::canonical-admin-host',
    config: { origin: envOptional('CMS_PUBLIC_URL') ?? null },
  },
  'strapi::errors',
  security,
  cors,
  // Before any body is read: odd methods and request targets, multipart outside the upload
  // routes, oversized bodies; and no request leaves a parsed file behind.
  { name: 'global::request-guard', config: { maxBodyBytes, maxUploadBytes } },
  'strapi::query',
  // A body the parser chokes on (broken multipart) is the client's 400, not a 500.
  'global::malformed-body',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: maxBodyBytes,
      formLimit: maxBodyBytes,
      textLimit: maxBodyBytes,
      formidable: {
        maxFileSize: maxUploadBytes,
        maxTotalFileSize: maxUploadBytes,
        // formidable 2 ignores maxFiles; this listener enforces it (src/lib/upload-file-limit.ts).
        onFileBegin: limitFilesPerRequest(MAX_FILES_PER_REQUEST),
      },
    },
  },
  // Uploads: only images and PDF, checked by content, images up to a pixel count; served inert.
  { name: 'global::uploads', config: { maxMegapixels: maxUploadMegapixels } },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
