// How much CPU other work on the machine took while the benchmark ran (Linux /proc): the whole
// machine's busy time minus the time of the benchmark's own process tree (the stack it started,
// Chromium, autocannon), so the report can say when the numbers were skewed.
import { readdirSync, readFileSync } from 'node:fs';

/** One process of /proc: its parent, process group and CPU ticks. */
export type ProcessTicks = ReturnType<typeof parsePidStat>;
/** A reading of the machine's ticks and of ours (`readCpu`). */
export type CpuReading = { busy: number; total: number; ours: number };

/** Busy and total clock ticks of all CPUs since boot, from the first line of /proc/stat. */
export function parseProcStat(text: string) {
  const fields = text.split('\n')[0]?.trim().split(/\s+/).slice(1, 9).map(Number) ?? [];
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    fields;
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  return { busy: total - idle - iowait, total };
}

/** pid, ppid, process group and CPU ticks (own + reaped children) of one /proc/<pid>/stat line. */
export function parsePidStat(text: string) {
  const close = text.lastIndexOf(')');
  const pid = Number(text.slice(0, text.indexOf(' ')));
  // After "pid (comm) ": state ppid … utime(14) stime(15) cutime(16) cstime(17), 1-based overall.
  const rest = text.slice(close + 2).split(' ');
  const at = (field: number) => Number(rest[field - 3] ?? 0);
  return { pid, ppid: at(4), pgrp: at(5), ticks: at(14) + at(15) + at(16) + at(17) };
}

/** Sum of CPU ticks of a process and all its living descendants (dead ones count in cutime). */
export function treeTicks(
  processes: readonly Pick<ProcessTicks, 'pid' | 'ppid' | 'ticks'>[],
  rootPid: number,
) {
  const children = new Map<number, Pick<ProcessTicks, 'pid' | 'ppid' | 'ticks'>[]>();
  for (const process of processes) {
    const siblings = children.get(process.ppid) ?? [];
    siblings.push(process);
    children.set(process.ppid, siblings);
  }
  const byPid = new Map(processes.map((process) => [process.pid, process]));
  let ticks = 0;
  const root = byPid.get(rootPid);
  const stack = root ? [root] : [];
  for (let process = stack.pop(); process; process = stack.pop()) {
    ticks += process.ticks;
    stack.push(...(children.get(process.pid) ?? []));
  }
  return ticks;
}

/** Every process of the machine (`parsePidStat`); those that end while being read are left out. */
function readProcesses() {
  const processes: ProcessTicks[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      processes.push(parsePidStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // the process ended meanwhile
    }
  }
  return processes;
}

/**
 * Ticks of a process group's members other than its leader. Chromium runs in a group of its
 * own (chrome-launcher starts it detached) and is killed as a group: the leader is reaped by
 * us, so its ticks and those of the children it reaped stay in our tree, while the others
 * (its zygotes and their renderers) are reparented to init and would leave it uncounted.
 */
export function groupTicks(processes: readonly ProcessTicks[], pgid: number) {
  return processes
    .filter((process) => process.pgrp === pgid && process.pid !== pgid)
    .reduce((sum, process) => sum + process.ticks, 0);
}

/** Ticks of our processes that ended outside our tree (`adoptGroup`), counted as ours. */
let adopted = 0;

/**
 * Keeps a process group's CPU counted as the benchmark's own after it dies: call just before
 * killing the group (a Chromium per page load).
 */
export function adoptGroup(pgid: number) {
  try {
    adopted += groupTicks(readProcesses(), pgid);
  } catch {
    // no /proc: readCpu is null too
  }
}

/** A reading of the machine and of our tree; null where /proc is not available. */
export function readCpu(rootPid = process.pid): CpuReading | null {
  try {
    const machine = parseProcStat(readFileSync('/proc/stat', 'utf8'));
    return { ...machine, ours: treeTicks(readProcesses(), rootPid) + adopted };
  } catch {
    return null;
  }
}

/** Cores' worth of CPU that other work took between two readings (never below 0). */
export function othersCores(before: CpuReading, after: CpuReading, cores: number) {
  const total = after.total - before.total;
  if (!(total > 0)) return 0;
  const others = after.busy - before.busy - (after.ours - before.ours);
  return Math.max(0, (others / total) * cores);
}
