import type { measureAnalytics } from './analytics.ts';
// The results of a run (bench/results/*.json) as the budgets and the report read them: this
// run's, and the previous run's from its file (written by an earlier version, so every part
// may be missing).
import type { BudgetRow, BusySummary } from './budgets.ts';
import type { PageSummary, TierSummary } from './lhr.ts';
import type { LoadResult } from './load.ts';
import type { gitInfo, machineInfo } from './machine.ts';
import type { Profile } from './profiles.ts';
import type { PublishResult } from './publish.ts';
import type { PlacedPhoto } from './real-photos.ts';

/** A first-load script, weighed again with gzip (`gzipBytes` null when that fetch failed). */
export type Script = PageSummary['scripts'][number] & {
  gzipBytes?: number | null;
  gzipEncoding?: string;
};

/** A calibrated tier's results on a page: only `runs` (0) and `errors` when no run succeeded. */
export type TierResult = Partial<TierSummary> & { errors?: string[] };

/**
 * A page's results in the default profile (medians, the median run's explanations, scripts
 * with their gzip size), its tiers' under `tiers`; only the page, `runs` (0) and `errors` when
 * no run succeeded.
 */
export type PageResult = {
  template: string;
  path: string;
  url?: string;
  errors?: string[];
  tiers?: Record<string, TierResult>;
} & Partial<Omit<PageSummary, 'scripts' | 'bytes'>> & {
    scripts?: Script[];
    bytes?: PageSummary['bytes'] & {
      scriptGzip?: number;
      /** The document before compression, and its inline route data (html-weight.ts). */
      html?: number | null;
      inlineData?: number | null;
    };
    benchmarkIndexes?: (number | null)[];
  };

export type Results = {
  schema?: number;
  command?: string;
  full?: boolean;
  startedAt?: string;
  finishedAt?: string;
  durationSeconds?: number;
  machine?: Partial<ReturnType<typeof machineInfo>>;
  git?: Partial<ReturnType<typeof gitInfo>>;
  stack?: {
    mode: string;
    baseUrl?: string;
    cmsUrl?: string | null;
    buildSeconds?: number | null;
    readySeconds?: number | null;
  };
  blogPost?: string;
  lighthouse?: { runsPerPage: number; pages: PageResult[]; profiles?: Profile[] };
  load?: Partial<Omit<LoadResult, 'targets'>> & { targets?: Partial<LoadResult['targets']> };
  publish?:
    | (Partial<Omit<PublishResult, 'loadDuring'>> & {
        loadDuring?: Partial<PublishResult['loadDuring']>;
      })
    | { skipped: string };
  analytics?: Partial<Awaited<ReturnType<typeof measureAnalytics>>> | { skipped: string };
  /**
   * Camera photos on real content (real-photos.ts): the uploads, and their pages audited on
   * mobile (default and tiers) and with Lighthouse's desktop preset.
   */
  photos?: {
    photos: PlacedPhoto[];
    runsPerPage: number;
    desktopRunsPerPage: number;
    pages: PageResult[];
    desktop: PageResult[];
    /** Each photo as a visitor who scrolls to it gets it (`scrolledImage`): lazy ones too. */
    scrolled?: Array<{
      role: string;
      page: string;
      screen: 'mobile' | 'desktop';
      url: string;
      mimeType: string;
      transferBytes: number;
    }>;
    errors?: string[];
  };
  budgets?: BudgetRow[];
  busy?: BusySummary;
};
