import { Readable } from 'node:stream';
import { VITAL_METRICS } from '@brilla/validation';
import type { Core } from '@strapi/strapi';
import { CSV_BOM, csvRow } from '../../lib/csv';
import { requestLanguage } from '../../lib/request-language';
import { routeHandler } from '../../lib/route-handler';
import { adminActionProvider } from '../../lib/strapi-services';
import { messagesIn } from './lib/messages';
import { READ_VISITS } from './lib/permission';
import { reportRange } from './lib/range';
import { dayOf, type VisitReport, visitReport } from './lib/store';

type Ctx = {
  query: Record<string, unknown>;
  status: number;
  body: unknown;
  set: (name: string, value: string) => void;
  badRequest: (message: string) => void;
};

/** The CSV of a report: a row per page and language. */
function reportCsv(report: VisitReport): string {
  const header = [
    'path',
    'language',
    'views',
    'messages',
    'conversion_percent',
    'lcp_p75_ms',
    'inp_p75_ms',
    'cls_p75',
    'fcp_p75_ms',
    'ttfb_p75_ms',
    'measured_loads',
  ];
  const rows = report.pages.map((page) => [
    page.path,
    page.language,
    page.views,
    page.messages,
    page.views > 0 ? ((page.messages / page.views) * 100).toFixed(2) : '',
    ...VITAL_METRICS.map((metric) => page.vitals[metric] ?? ''),
    page.samples,
  ]);
  return CSV_BOM + [header, ...rows].map(csvRow).join('');
}

async function report(strapi: Core.Strapi, ctx: Ctx): Promise<VisitReport | null> {
  const range = reportRange(ctx.query, dayOf(new Date()), requestLanguage(strapi));
  if (!range.ok) {
    ctx.badRequest(range.message);
    return null;
  }
  const messages = await messagesIn(strapi, range.from, range.to);
  return visitReport(strapi.db.connection, range.from, range.to, messages);
}

/**
 * The site's figures for staff (docs/decisions/049; the admin's "Analítica" page,
 * src/admin/site-visits/), on the admin API with the admin's token:
 * - GET /site-visits/report?from=YYYY-MM-DD&to=YYYY-MM-DD  the report as JSON (VisitReport);
 * - GET /site-visits/report.csv?from…&to…                  the same per page, as CSV.
 * Both default to the last 28 days; 400 with what to fix for other dates; 401 signed out; 403
 * without READ_VISITS.
 */
export async function registerSiteVisits(strapi: Core.Strapi): Promise<void> {
  await adminActionProvider(strapi).register({
    section: 'settings',
    category: 'Analítica del sitio',
    displayName: 'Ver visitas, fuentes, conversiones y rendimiento',
    uid: 'site-visits.read',
  });
  const config = {
    policies: [
      'admin::isAuthenticatedAdmin',
      { name: 'admin::hasPermissions', config: { actions: [READ_VISITS] } },
    ],
  };
  strapi.server.routes({
    type: 'admin',
    prefix: '/site-visits',
    routes: [
      {
        method: 'GET',
        path: '/report',
        config,
        info: { type: 'admin' },
        handler: routeHandler(async (ctx: Ctx) => {
          const figures = await report(strapi, ctx);
          if (!figures) return;
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: figures };
        }),
      },
      {
        method: 'GET',
        path: '/report.csv',
        config,
        info: { type: 'admin' },
        handler: routeHandler(async (ctx: Ctx) => {
          const figures = await report(strapi, ctx);
          if (!figures) return;
          ctx.set('Content-Type', 'text/csv; charset=utf-8');
          ctx.set(
            'Content-Disposition',
            `attachment; filename="analitica-${figures.from}-${figures.to}.csv"`,
          );
          ctx.set('Cache-Control', 'no-store');
          ctx.body = Readable.from([reportCsv(figures)]);
        }),
      },
    ],
  });
}
