// Device profiles of a Lighthouse run: the default 4× CPU slowdown, and target devices whose
// slowdown is calibrated on every page load from the CPU benchmark index Lighthouse measured
// at the start of that load. Pure functions; the reasoning is in
// docs/decisions/071-bench-calibrated-cpu-tiers.md.
import { DEFAULT_CPU_MULTIPLIER, TIERS } from './config.ts';
import type { PageResult, TierResult } from './results.ts';
import { median } from './stats.ts';

const isPositive: (value: unknown) => value is number = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The CPU slowdown that makes a host of `hostIndex` run like a device of `targetIndex`:
 * hostIndex / targetIndex, to two decimals (what Chrome's throttling keeps), never below 1
 * (throttling cannot speed a slow host up). Null when the host index is unknown.
 */
export function calibratedMultiplier(hostIndex: unknown, targetIndex: unknown) {
  if (!isPositive(targetIndex)) {
    throw new Error(`a target benchmark index must be a positive number (got ${targetIndex})`);
  }
  if (!isPositive(hostIndex)) return null;
  return Math.max(1, round(hostIndex / targetIndex, 2));
}

/**
 * `multiplier`: the default's fixed slowdown; null for a tier, whose slowdown each load sets
 * (`loadMultiplier`).
 */
export type Profile = {
  id: string;
  label: string;
  device: string;
  targetIndex: number | null;
  multiplier: number | null;
};

/**
 * The profiles of a run: `default` (Lighthouse's fixed 4×) first, then each requested tier.
 */
export function resolveProfiles(tierIds: string[]): Profile[] {
  const profiles: Profile[] = [
    {
      id: 'default',
      label: 'default',
      device: "Lighthouse's mobile default",
      targetIndex: null,
      multiplier: DEFAULT_CPU_MULTIPLIER,
    },
  ];
  for (const id of tierIds) {
    const tier = TIERS.find((candidate) => candidate.id === id);
    if (!tier) throw new Error(`unknown tier '${id}' (use ${TIERS.map((t) => t.id).join(', ')})`);
    profiles.push({ ...tier, multiplier: null });
  }
  return profiles;
}

/**
 * A profile's CPU slowdown for one page load whose start measured `loadIndex`: the default's
 * fixed 4×, a tier's load index ÷ its device's index (`calibratedMultiplier`); null when a
 * tier's load measured no index.
 */
export function loadMultiplier(profile: Profile, loadIndex: unknown) {
  if (profile.targetIndex === null) return profile.multiplier;
  return calibratedMultiplier(loadIndex, profile.targetIndex);
}

/**
 * Why a load cannot be audited at another slowdown than the one it was gathered at, or null.
 * Under simulated throttling the slowdown enters the gather in one place: Lighthouse shortens
 * the deadlines `requestIdleCallback` gives the page by it, so a page that schedules work in
 * idle callbacks loads differently at each slowdown.
 * @param scripts the load's
 *   `Scripts` artifact
 */
export function reuseProblem(
  scripts: Array<{ url?: string; content?: string | null }> | undefined,
) {
  const user = (scripts ?? []).find((script) => script.content?.includes('requestIdleCallback'));
  return user
    ? `${user.url || 'an inline script'} uses requestIdleCallback, whose deadlines Lighthouse shortens by the slowdown while the page loads: audit each profile on a load of its own`
    : null;
}

/**
 * Lighthouse flags for a profile: simulated throttling with its CPU slowdown (the network
 * stays Lighthouse's mobile preset). The tiers audit performance only: accessibility, best
 * practices and SEO do not depend on the CPU, and the default run already has them.
 * @param multiplier the load's slowdown in this profile (`loadMultiplier`)
 */
export function profileFlags(profile: Profile, multiplier: number | null) {
  if (multiplier === null) throw new Error(`profile '${profile.id}' has no CPU slowdown`);
  return {
    throttlingMethod: 'simulate' as const,
    throttling: { cpuSlowdownMultiplier: multiplier },
    ...(profile.id === 'default' ? {} : { onlyCategories: ['performance'] }),
  };
}

/** A page's results for a profile: the page itself for `default`, its tier entry otherwise. */
export function profileResult(
  page: PageResult | undefined,
  profileId = 'default',
): PageResult | TierResult | undefined {
  if (!page) return undefined;
  return profileId === 'default' ? page : page.tiers?.[profileId];
}

/** Range, median and count of the usable numbers; null when there is none. */
function spread(values: readonly unknown[]) {
  const usable = values.filter(isPositive);
  if (!usable.length) return null;
  return {
    min: Math.min(...usable),
    max: Math.max(...usable),
    median: median(usable) ?? Number.NaN,
    count: usable.length,
  };
}

/**
 * The CPU benchmark indexes Lighthouse measured at the start of a run's page loads (one load
 * is audited in every profile, so each index counts once).
 */
export function loadIndexSpread(pages: readonly PageResult[] | undefined) {
  return spread((pages ?? []).flatMap((page) => page.benchmarkIndexes ?? []));
}

/**
 * The CPU slowdowns a profile ran at over a run's loads, and how many of them ran at 1×
 * (`atOne`: for a tier, a load on a machine no faster than its device).
 */
export function slowdownSpread(pages: readonly PageResult[] | undefined, profile: Profile) {
  const multipliers = (pages ?? []).flatMap((page) => {
    const result = profileResult(page, profile.id);
    return result && 'cpuSlowdownMultipliers' in result
      ? (result.cpuSlowdownMultipliers ?? [])
      : [];
  });
  const range = spread(multipliers);
  return range && { ...range, atOne: multipliers.filter((value) => value === 1).length };
}
