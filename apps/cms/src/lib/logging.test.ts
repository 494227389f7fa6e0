import { Writable } from 'node:stream';
import { winston } from '@strapi/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import loggerConfig from '../../config/logger';
import { jsonLogger, logFormat } from './logging';
import { withRequestId } from './request-id';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Strapi's logger as Strapi builds it (level http, then config/logger.ts), writing to lines. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').trim().split('\n'));
      done();
    },
  });
  const logger = winston.createLogger({
    level: 'http',
    levels: winston.config.npm.levels,
    ...jsonLogger(new winston.transports.Stream({ stream })),
  });
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, parsed };
}

describe('JSON logs', () => {
  it('writes one JSON object a line: timestamp, level, message and the fields given', () => {
    const { logger, parsed } = capture();
    logger.info('Server started');
    logger.http('GET /api/pages (3 ms) 200 [abc]', {
      method: 'GET',
      path: '/api/pages',
      status: 200,
      duration_ms: 3,
      request_id: 'abc',
    });
    logger.debug('not at level http');
    // As Strapi's migrations log: a timestamp of their own, in epoch milliseconds.
    logger.info({ message: 'migrated', timestamp: 1795730383919 });
    const [started, request, migrated, ...rest] = parsed();
    expect(rest).toEqual([]);
    expect(migrated?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(started).toEqual({
      level: 'info',
      message: 'Server started',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(request).toMatchObject({ level: 'http', path: '/api/pages', request_id: 'abc' });
  });

  it('adds the id of the request being handled to every line, and keeps errors’ stacks', () => {
    const { logger, parsed, lines } = capture();
    withRequestId('req-42', () => {
      logger.error(new Error('database gone'));
      logger.warn('\u001b[33mcoloured\u001b[39m warning');
      logger.http('GET /api/pages', { request_id: 'from-the-web' });
    });
    logger.info('outside any request');
    const [error, warning, named, outside] = parsed();
    expect(named).toMatchObject({ request_id: 'from-the-web' });
    expect(error).toMatchObject({ level: 'error', message: 'database gone', request_id: 'req-42' });
    expect(String(error?.stack)).toContain('logging.test.ts');
    expect(warning).toMatchObject({ message: 'coloured warning', request_id: 'req-42' });
    expect(outside).not.toHaveProperty('request_id');
    expect(lines.join('\n')).not.toContain('\u001b[');
  });

  it('is on only with LOG_FORMAT=json; Strapi’s readable lines stay the default', () => {
    vi.stubEnv('LOG_FORMAT', '');
    expect(logFormat()).toBe('pretty');
    expect(loggerConfig()).toEqual({});
    vi.stubEnv('LOG_FORMAT', 'json');
    expect(loggerConfig()).toMatchObject({ transports: [expect.any(winston.transports.Console)] });
    vi.stubEnv('LOG_FORMAT', 'xml');
    expect(() => logFormat()).toThrow(
      "LOG_FORMAT must be json or pretty (got 'xml'); unset it for Strapi's readable lines.",
    );
  });
});
