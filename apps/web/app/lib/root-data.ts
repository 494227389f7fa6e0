import type { Language } from '@brilla/i18n';
import type { SiteSetting } from '@brilla/types';
import type { DehydratedState } from '@tanstack/react-query';
import type { PreviewStatus } from '../../server/preview.mjs';
import type { SeoDefaults } from './seo';

/** What the root loader returns; meta functions and the frame read it. */
export type RootData = {
  lang: Language;
  siteUrl: string;
  year: number;
  seo: SeoDefaults;
  setting: SiteSetting | null;
  organization: Record<string, unknown>;
  dehydratedState: DehydratedState;
  /** The version an editor previews (server/preview.mjs); null for visitors. */
  preview: PreviewStatus | null;
};

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** Root loader data from a meta function's `matches` (undefined while the root has failed). */
export function rootDataFrom(matches: readonly MatchLike[]): RootData | undefined {
  const root = matches.find((match) => match?.id === 'root');
  return root?.loaderData as RootData | undefined;
}
