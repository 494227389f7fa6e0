import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ERASURE_UID } from '../services/inbox';
import { CONTACT_UID } from './types';

/** What the visitor wrote and what the form recorded: nobody changes it after the fact. */
const VISITOR_FIELDS = [
  'name',
  'email',
  'message',
  'language',
  'pagePath',
  'source',
  'campaign',
  'interest',
  'policyVersion',
  'consentAt',
] as const;
/** Kept by the notifier, not by people. */
const SYSTEM_FIELDS = ['emailStatus', 'emailAttempts', 'notifiedAt', 'emailLastError'] as const;

const PROTECTED: readonly string[] = [...VISITOR_FIELDS, ...SYSTEM_FIELDS];
const DATE_FIELDS = new Set(['consentAt', 'notifiedAt']);

function normalise(field: string, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (DATE_FIELDS.has(field)) {
    const time = new Date(value as string).getTime();
    return Number.isNaN(time) ? String(value) : time;
  }
  return value;
}

/**
 * The update data staff may apply to a stored submission: visitor and system fields that come
 * back unchanged (the admin's form sends every field) are dropped; a changed one is refused.
 */
function staffUpdate(data: Record<string, unknown>, stored: Record<string, unknown>) {
  const allowed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    if (!PROTECTED.includes(field)) {
      allowed[field] = value;
      continue;
    }
    if (normalise(field, value) !== normalise(field, stored[field])) {
      throw new errors.ValidationError(
        `"${field}" is what the visitor sent (or the e-mail state) and cannot be changed; edit the status or the internal note.`,
        { field },
      );
    }
  }
  return allowed;
}

type RequestState = { state?: { auth?: { strategy?: { name?: string } } } };

/** True inside a request authenticated as an admin user (the admin panel and its API). */
const fromAdmin = (strapi: Core.Strapi) =>
  (strapi.requestContext.get() as RequestState | undefined)?.state?.auth?.strategy?.name ===
  'admin';

const READS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

/**
 * Enforced on the server, whatever the admin's form shows (docs/decisions/053): contact
 * submissions enter only through the contact route (no create or clone from the admin) and
 * keep what the visitor wrote; erasure audit entries are written by the erasure endpoint only
 * and never changed or deleted from the admin.
 */
export function guardContactDocuments(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    if (uid === ERASURE_UID && !READS.has(action) && fromAdmin(strapi)) {
      throw new errors.ForbiddenError(
        'Erasure audit entries cannot be created, changed or deleted.',
      );
    }
    if (uid !== CONTACT_UID) return next();
    if ((action === 'create' || action === 'clone') && fromAdmin(strapi)) {
      throw new errors.ForbiddenError(
        'Contact messages arrive only from the contact form; they cannot be created in the admin.',
      );
    }
    // Narrowed by the action, Strapi types the update's params (documentId, data) itself.
    if (context.action === 'update' && context.params.data) {
      const { params } = context;
      const stored = (await strapi.db
        .query(CONTACT_UID)
        .findOne({ where: { documentId: params.documentId } })) as Record<string, unknown> | null;
      if (stored) params.data = staffUpdate(context.params.data, stored);
    }
    return next();
  });
}
