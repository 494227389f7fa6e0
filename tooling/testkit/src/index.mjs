// The shared test kit: what the CMS tests, the end-to-end journeys, the reliability suite and
// the benchmark need alike. The SMTP sink and the fake S3 are `@brilla/testkit/mail` and `/s3`.
export { freePort } from './ports.mjs';
export { startProcess, waitForUrl } from './process.mjs';
export { startRelay } from './relay.mjs';
export { STACK_API_TOKEN, secret, stackSecrets } from './secrets.mjs';
export {
  CMS_DIR,
  cmsEnv,
  ROOT,
  STRAPI_BIN,
  startCms,
  startTogether,
  startWeb,
  WEB_DIR,
  webEnv,
} from './stack.mjs';

/** @typedef {import('./process.mjs').ManagedProcess} ManagedProcess */
/** @typedef {import('./relay.mjs').Relay} Relay */
/** @typedef {import('./secrets.mjs').StackSecrets} StackSecrets */
/** @typedef {import('./stack.mjs').Service} Service */
/** @typedef {import('./stack.mjs').StartOptions} StartOptions */
