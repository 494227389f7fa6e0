import { winston } from '@strapi/logger';
import { EnvError, envOptional } from '../env';
import { currentRequestId } from './request-id';

const FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof FORMATS)[number];

/** LOG_FORMAT: `json` (one JSON object a line, for compose and log shippers) or `pretty` (default). */
export function logFormat(): LogFormat {
  const value = envOptional('LOG_FORMAT') ?? 'pretty';
  const format = FORMATS.find((known) => known === value.toLowerCase());
  if (!format) {
    throw new EnvError(
      `LOG_FORMAT must be json or pretty (got '${value}'); unset it for Strapi's readable lines.`,
    );
  }
  return format;
}

/**
 * Adds the id of the request being handled (src/middlewares/request-log.ts) to each line, unless
 * the line names one. Outside a request the id is undefined, which the JSON line leaves out.
 */
const requestId = winston.format((info) => {
  info.request_id ??= currentRequestId();
  return info;
});

/**
 * Strapi's logger (winston) writing JSON lines with winston's own formats: timestamp, level,
 * message, an error's stack, the request's `request_id`, and any fields given (the request
 * line's method, path, status, duration_ms, as the proxy and the web name them); colours
 * stripped.
 */
export function jsonLogger(transport: winston.transport = new winston.transports.Console()) {
  return {
    format: winston.format.combine(
      winston.format.errors({ stack: true }),
      winston.format.uncolorize(),
      requestId(),
      // Always ISO 8601: Strapi's migration logger passes a timestamp of its own (epoch ms).
      // Stryker disable next-line ArrowFunction: given no time, logform writes the ISO one itself.
      winston.format.timestamp({ format: () => new Date().toISOString() }),
      winston.format.json(),
    ),
    transports: [transport],
  };
}
