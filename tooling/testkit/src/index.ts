// The shared test kit: what the CMS tests, the end-to-end journeys, the reliability suite and
// the benchmark need alike. The SMTP sink and the fake S3 are `@brilla/testkit/mail` and `/s3`.
export { freePort } from './ports.ts';
export type { ManagedProcess } from './process.ts';
export { startProcess, waitForUrl } from './process.ts';
export type { Relay } from './relay.ts';
export { startRelay } from './relay.ts';
export type { StackSecrets } from './secrets.ts';
export { STACK_API_TOKEN, secret, stackSecrets } from './secrets.ts';
export type { Service } from './stack.ts';
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
} from './stack.ts';
