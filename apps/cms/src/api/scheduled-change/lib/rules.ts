import type { Language } from '@brilla/i18n';
import { PUBLIC_DRAFT_TYPES } from '@brilla/types';

export const SCHEDULE_UID = 'api::scheduled-change.scheduled-change';

/** The types whose entries can be scheduled. */
export const SCHEDULABLE: ReadonlySet<string> = new Set(PUBLIC_DRAFT_TYPES);

const CHANGES = ['publish', 'unpublish'] as const;
export type Change = (typeof CHANGES)[number];

/** The furthest ahead a change can be scheduled. */
const MAX_AHEAD_DAYS = 366;
const MINUTE = 60_000;

/** A scheduled change as the admin's panel and list read it. */
export type ScheduledChange = {
  id: number;
  contentType: string;
  entryId: string;
  entryLocale: string;
  change: Change;
  runAt: string;
  requestedBy: string | null;
  failedAt: string | null;
  failure: string | null;
};

export type ScheduleRequest = {
  contentType: string;
  entryId: string;
  entryLocale: string;
  change: Change;
  runAt: Date;
};

const MESSAGES = {
  es: {
    contentType:
      'Este tipo de contenido no se puede programar: solo páginas, entradas del blog, banners y testimonios.',
    entry: 'Falta la entrada o su idioma; guárdala y vuelve a intentarlo.',
    change: 'Elige «publicar» o «despublicar».',
    runAt: 'Escribe una fecha y hora válidas, por ejemplo 28/11/2026 09:00.',
    past: 'Esa hora ya pasó o es dentro de menos de un minuto; elige una hora posterior.',
    tooFar: `Se puede programar hasta ${MAX_AHEAD_DAYS} días por delante; elige una fecha más cercana.`,
  },
  en: {
    contentType:
      'This content type cannot be scheduled: only pages, blog posts, banners and testimonials.',
    entry: 'The entry or its language is missing; save it and try again.',
    change: 'Choose "publish" or "unpublish".',
    runAt: 'Enter a valid date and time, for example 11/28/2026 09:00.',
    past: 'That time has passed or is less than a minute away; choose a later time.',
    tooFar: `Changes can be scheduled up to ${MAX_AHEAD_DAYS} days ahead; choose an earlier date.`,
  },
} as const;

export type ScheduleRefusal = { field: keyof (typeof MESSAGES)['es']; message: string };

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max
    ? value.trim()
    : undefined;

/**
 * Reads a request to schedule a change: a content type among `schedulable`, the entry (its
 * documentId) and language, the change, and when (an ISO time, cut to its minute: the runner
 * works minute by minute), at least a minute ahead and at most a year.
 */
export function readScheduleRequest(
  body: unknown,
  schedulable: ReadonlySet<string>,
  now: Date,
  language: Language,
): { ok: true; request: ScheduleRequest } | { ok: false; refusal: ScheduleRefusal } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const refuse = (field: ScheduleRefusal['field']) =>
    ({ ok: false, refusal: { field, message: MESSAGES[language][field] } }) as const;
  const contentType = text(input.contentType, 120);
  if (contentType === undefined || !schedulable.has(contentType)) return refuse('contentType');
  const entryId = text(input.entryId, 64);
  const entryLocale = text(input.entryLocale, 10);
  if (entryId === undefined || entryLocale === undefined) return refuse('entry');
  const change = CHANGES.find((candidate) => candidate === input.change);
  if (change === undefined) return refuse('change');
  const time = typeof input.runAt === 'string' ? new Date(input.runAt) : new Date(Number.NaN);
  if (Number.isNaN(time.getTime())) return refuse('runAt');
  const runAt = new Date(Math.floor(time.getTime() / MINUTE) * MINUTE);
  if (runAt.getTime() < now.getTime() + MINUTE / 2) return refuse('past');
  if (runAt.getTime() > now.getTime() + MAX_AHEAD_DAYS * 24 * 60 * MINUTE) return refuse('tooFar');
  return { ok: true, request: { contentType, entryId, entryLocale, change, runAt } };
}

/** Why a due change could not be made, in Spanish for the panel (staff read it there). */
export function failureText(change: Change, error: unknown): string {
  const verb = change === 'publish' ? 'publicar' : 'despublicar';
  const details = (error as { details?: { errors?: Array<{ path?: unknown; message?: string }> } })
    ?.details?.errors;
  if (Array.isArray(details) && details.length > 0) {
    const fields = details
      .map(({ path }) => (Array.isArray(path) ? path.join('.') : String(path ?? '')))
      .filter((field) => field !== '');
    return `No se pudo ${verb}: faltan datos o no son válidos en ${[...new Set(fields)].join(', ')}. Corrígelos, guarda y vuelve a programar.`;
  }
  const message = error instanceof Error && error.message !== '' ? ` (${error.message})` : '';
  return `No se pudo ${verb}${message}. Revisa la entrada, guárdala y vuelve a programar; si vuelve a fallar, avisa a un administrador.`;
}
