import { type DestinationStream, type Logger, pino } from 'pino';
import type { LogLevel } from '../app/lib/env.server';

export type { Logger };

/**
 * The server's log: one JSON object a line on stdout (what `docker compose logs` and a log
 * shipper read), with an ISO time like nginx's lines. `destination` is for tests.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}
