/** An entry as the content manager's list answers it (the fields the queue reads). */
export type ListedEntry = {
  documentId: string;
  locale?: string | null;
  status?: string;
  updatedAt?: string;
  title?: string | null;
  name?: string | null;
};

/** One entry waiting for review: a draft never published, or published with changes. */
export type Waiting = {
  model: string;
  documentId: string;
  locale: string;
  title: string;
  state: 'draft' | 'modified';
  updatedAt: string;
};

/** The entries of one list that wait for an Editor, with what the queue shows of each. */
export function waitingEntries(model: string, locale: string, entries: ListedEntry[]): Waiting[] {
  return entries.flatMap((entry) => {
    if (entry.status !== 'draft' && entry.status !== 'modified') return [];
    return [
      {
        model,
        documentId: entry.documentId,
        locale: entry.locale ?? locale,
        title: (entry.title ?? entry.name ?? '').trim() || entry.documentId,
        state: entry.status,
        updatedAt: entry.updatedAt ?? '',
      },
    ];
  });
}

/** Most recently changed first, at most `limit`. */
export function newestFirst(waiting: Waiting[], limit: number): Waiting[] {
  return [...waiting].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, limit);
}

/** Where the entry opens in the admin, in its language. */
export function editPath({ model, documentId, locale }: Waiting): string {
  return `/content-manager/collection-types/${model}/${documentId}?plugins[i18n][locale]=${locale}`;
}
