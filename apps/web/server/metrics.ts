import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import {
  CONTACT_OUTCOMES,
  type ContactOutcome,
} from '../app/features/contact/contact-action.server';
import { PAGE_CACHE_RESULTS, type PageCacheResult } from './page-cache';

/** The methods the site answers (http-guards.ts); anything else is counted as `other`. */
const METHODS = new Set(['GET', 'HEAD', 'POST']);

export type Metrics = {
  registry: Registry;
  /** Counts every request of the site's port when its answer ends. */
  middleware: RequestHandler;
  pageCache: (result: PageCacheResult) => void;
  contact: (outcome: ContactOutcome) => void;
};

/**
 * The web's Prometheus metrics, in a registry of their own. Labels are bounded sets (method,
 * status, status class, cache result, contact outcome), never a path: every URL a crawler
 * invents would otherwise become a series of its own.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method and status.',
    labelNames: ['method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method and status class.',
    labelNames: ['method', 'status_class'] as const,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'web_page_cache_total',
    help: "Answers of the web's page cache: hit, stale (an old copy while it renders again), miss.",
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const contact = new Counter({
    name: 'web_contact_submissions_total',
    help: 'Contact form posts, by outcome: sent, invalid, rate-limited, failed (not stored).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  // Every known series from the start, at 0, so a rate over them exists before the first event.
  for (const result of PAGE_CACHE_RESULTS) pageCache.inc({ result }, 0);
  for (const outcome of CONTACT_OUTCOMES) contact.inc({ outcome }, 0);

  const middleware: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    res.once('close', () => {
      const method = METHODS.has(req.method) ? req.method : 'other';
      const status = res.statusCode;
      requests.inc({ method, status: String(status) });
      end({ method, status_class: `${Math.floor(status / 100)}xx` });
    });
    next();
  };
  return {
    registry,
    middleware,
    pageCache: (result) => pageCache.inc({ result }),
    contact: (outcome) => contact.inc({ outcome }),
  };
}

/**
 * The metrics port (METRICS_PORT, on HOST): `GET /metrics` in Prometheus's text format and
 * nothing else. Kept off the site's port, which the proxy makes public.
 */
export function serveMetrics(metrics: Metrics, { port, host }: { port: number; host: string }) {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.\n');
      return;
    }
    if (req.method !== 'GET') {
      res.writeHead(405, { Allow: 'GET' }).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, {
          'Content-Type': metrics.registry.contentType,
          'Cache-Control': 'no-store',
        });
        res.end(text);
      },
      () => res.writeHead(500).end(),
    );
  });
  return server.listen(port, host);
}
