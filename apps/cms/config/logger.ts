import { jsonLogger, logFormat } from '../src/lib/logging';

/** LOG_FORMAT=json (compose): JSON lines; unset: Strapi's own readable lines (`pnpm start`). */
export default () => (logFormat() === 'json' ? jsonLogger() : {});
