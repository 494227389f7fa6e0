// Device profiles of a Lighthouse run: the default 4× CPU slowdown, and target devices whose
// slowdown is calibrated from the host's measured CPU benchmark index. Pure functions; the
// reasoning is in docs/decisions/071-bench-calibrated-cpu-tiers.md.
import { DEFAULT_CPU_MULTIPLIER, INDEX_DRIFT_LIMIT, TIERS } from './config.mjs';
import { median } from './stats.mjs';

/** @type {(value: unknown) => value is number} */
const isIndex = (value) => typeof value === 'number' && Number.isFinite(value) && value > 0;
const round = (value, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The host's benchmark index from calibration samples: their median, null when none is usable. */
export function hostIndexFrom(samples) {
  return median(samples.filter(isIndex));
}

/**
 * The CPU slowdown that makes a host of `hostIndex` run like a device of `targetIndex`:
 * hostIndex / targetIndex, to two decimals (what Chrome's throttling keeps), never below 1
 * (throttling cannot speed a slow host up). Null when the host index is unknown.
 */
export function calibratedMultiplier(hostIndex, targetIndex) {
  if (!isIndex(targetIndex)) {
    throw new Error(`a target benchmark index must be a positive number (got ${targetIndex})`);
  }
  if (!isIndex(hostIndex)) return null;
  return Math.max(1, round(hostIndex / targetIndex, 2));
}

/**
 * @typedef {{ id: string, label: string, device: string, targetIndex: number | null,
 *   multiplier: number | null, clamped: boolean, emulatedIndex: number | null }} Profile
 */

/**
 * The profiles of a run: `default` (Lighthouse's fixed 4×) first, then each requested tier
 * with its calibrated slowdown. `emulatedIndex` is the benchmark index of the device a profile
 * actually stands for on this host (host index ÷ slowdown); `clamped` marks a tier whose device
 * is faster than the host, which then runs unthrottled.
 * @param {string[]} tierIds
 * @param {number | null} hostIndex
 * @returns {Profile[]}
 */
export function resolveProfiles(tierIds, hostIndex) {
  const emulated = (multiplier) =>
    isIndex(hostIndex) && multiplier ? round(hostIndex / multiplier) : null;
  /** @type {Profile[]} */
  const profiles = [
    {
      id: 'default',
      label: 'default',
      device: "Lighthouse's mobile default",
      targetIndex: null,
      multiplier: DEFAULT_CPU_MULTIPLIER,
      clamped: false,
      emulatedIndex: emulated(DEFAULT_CPU_MULTIPLIER),
    },
  ];
  for (const id of tierIds) {
    const tier = TIERS.find((candidate) => candidate.id === id);
    if (!tier) throw new Error(`unknown tier '${id}' (use ${TIERS.map((t) => t.id).join(', ')})`);
    const multiplier = calibratedMultiplier(hostIndex, tier.targetIndex);
    profiles.push({
      ...tier,
      multiplier,
      clamped: isIndex(hostIndex) && hostIndex < tier.targetIndex,
      emulatedIndex: emulated(multiplier),
    });
  }
  return profiles;
}

/**
 * Lighthouse flags for a profile: simulated throttling with its CPU slowdown (the network
 * stays Lighthouse's mobile preset). The tiers audit performance only: accessibility, best
 * practices and SEO do not depend on the CPU, and the default run already has them.
 * @param {Profile} profile
 */
export function profileFlags(profile) {
  if (profile.multiplier === null) throw new Error(`profile '${profile.id}' has no CPU slowdown`);
  return {
    throttlingMethod: /** @type {const} */ ('simulate'),
    throttling: { cpuSlowdownMultiplier: profile.multiplier },
    ...(profile.id === 'default' ? {} : { onlyCategories: ['performance'] }),
  };
}

/** A page's results for a profile: the page itself for `default`, its tier entry otherwise. */
export function profileResult(page, profileId = 'default') {
  if (!page) return undefined;
  return profileId === 'default' ? page : page.tiers?.[profileId];
}

/** Every benchmark index Lighthouse measured at the start of a run's audits, all profiles. */
function auditIndexes(pages) {
  return pages.flatMap((page) => [
    ...(page.benchmarkIndexes ?? [page.benchmarkIndex]),
    ...Object.values(page.tiers ?? {}).flatMap((tier) => tier.benchmarkIndexes ?? []),
  ]);
}

/**
 * The benchmark indexes Lighthouse measured at the start of each audit, against the calibrated
 * host index: range, median and relative drift of the median; `drifted` when it moved more
 * than INDEX_DRIFT_LIMIT (the machine got faster or slower, and so the tiers' device did too).
 */
export function indexSpread(hostIndex, indexes) {
  const usable = indexes.filter(isIndex);
  if (!usable.length) return null;
  const middle = /** @type {number} */ (median(usable));
  const drift = isIndex(hostIndex) ? round(middle / hostIndex - 1, 3) : null;
  return {
    min: Math.min(...usable),
    max: Math.max(...usable),
    median: middle,
    count: usable.length,
    drift,
    drifted: drift !== null && Math.abs(drift) > INDEX_DRIFT_LIMIT,
  };
}

/**
 * A run's audits' benchmark indexes against its calibration (`indexSpread`): what the report
 * shows and what the calibration budget reads.
 */
export function calibrationSpread(lighthouse) {
  return indexSpread(
    lighthouse?.calibration?.hostIndex ?? null,
    auditIndexes(lighthouse?.pages ?? []),
  );
}
