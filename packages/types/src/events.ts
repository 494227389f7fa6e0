/**
 * The Redis pub/sub channel on which the CMS announces that public content changed (publish,
 * unpublish, delete, a live save): every web replica subscribed to it forgets its cached CMS
 * answers and pages, however many replicas there are. The message is `{ event, uid }` as JSON.
 */
export const CONTENT_CHANGED_CHANNEL = 'brilla:content-changed';

export type ContentChanged = { event: string; uid: string };
