import type { Dropped, Summary } from '../../api/published-version/lib/snapshot';
import { callFailure } from '../fetch-status';
import type { ADMIN_TRANSLATIONS } from '../translations';

type MessageId = keyof (typeof ADMIN_TRANSLATIONS)['en'];

/** One version as GET /published-versions lists it. */
export type Version = {
  id: number;
  publishedAt: string;
  /** When, in Bogotá's time: `2026-11-24 21:00`. */
  time: string;
  publishedBy: string | null;
  summary: Summary;
};
export type VersionList = { versions: Version[]; draft: Summary | null; kept: number };
export type RestoreAnswer = { restored: Version; dropped: Dropped[] };

/** The lines "Ver" compares, in this order, each with its label's message id. */
const FIELDS: ReadonlyArray<[keyof Summary, MessageId]> = [
  ['title', 'publishedVersions.field.title'],
  ['slug', 'publishedVersions.field.slug'],
  ['summary', 'publishedVersions.field.summary'],
  ['blocks', 'publishedVersions.field.blocks'],
  ['text', 'publishedVersions.field.text'],
  ['files', 'publishedVersions.field.files'],
];

export type Comparison = {
  label: MessageId;
  version: string[];
  draft: string[];
  changed: boolean;
};

const lines = (value: Summary[keyof Summary] | undefined): string[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * A version beside the current draft, field by field: what each has and whether they differ.
 * Fields empty in both are left out (a page has no body text, a post no blocks).
 */
export function compare(version: Summary, draft: Summary | null): Comparison[] {
  return FIELDS.map(([field, label]) => {
    const mine = lines(version[field]);
    const theirs = lines(draft?.[field]);
    return {
      label,
      version: mine,
      draft: theirs,
      changed: draft !== null && JSON.stringify(mine) !== JSON.stringify(theirs),
    };
  }).filter((row) => row.version.length > 0 || row.draft.length > 0);
}

/** What to tell staff about what a restore could not bring back; nothing when all came back. */
export function droppedMessages(
  dropped: Dropped[],
): Array<{ id: MessageId; values: Record<string, string | number> }> {
  const files = [...new Set(dropped.flatMap((item) => (item.kind === 'media' ? [item.name] : [])))];
  const relations = dropped.filter((item) => item.kind === 'relation').length;
  const blocks = dropped.filter((item) => item.kind === 'block').length;
  const messages: Array<{ id: MessageId; values: Record<string, string | number> }> = [];
  if (files.length > 0) {
    messages.push({
      id: 'publishedVersions.droppedFiles',
      values: { count: files.length, names: files.map((name) => `«${name}»`).join(', ') },
    });
  }
  if (relations > 0) {
    messages.push({ id: 'publishedVersions.droppedRelations', values: { count: relations } });
  }
  if (blocks > 0)
    messages.push({ id: 'publishedVersions.droppedBlocks', values: { count: blocks } });
  return messages;
}

/**
 * What to tell staff when listing or restoring failed. The endpoint's 400 and 404 explain
 * themselves in the admin's language when they carry a message; the rest by status.
 */
export const versionsFailure = (error: unknown) =>
  callFailure('publishedVersions', error, [400, 404]);

/**
 * The message a restore leaves for after the reload that shows the restored draft: kept in the
 * tab's sessionStorage, read once by the panel when it shows again.
 */
const NOTICE_KEY = 'brilla.publishedVersions.restored';
type NoticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type RestoreNotice = { documentId: string; time: string; dropped: Dropped[] };

export function leaveNotice(storage: NoticeStorage, notice: RestoreNotice): void {
  storage.setItem(NOTICE_KEY, JSON.stringify(notice));
}

export function takeNotice(storage: NoticeStorage, documentId: string): RestoreNotice | null {
  const text = storage.getItem(NOTICE_KEY);
  if (text === null) return null;
  storage.removeItem(NOTICE_KEY);
  try {
    const notice = JSON.parse(text) as RestoreNotice;
    return notice.documentId === documentId ? notice : null;
  } catch {
    return null;
  }
}
