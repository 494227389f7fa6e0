// How much CPU other work on the machine took while the benchmark ran (Linux /proc): the whole
// machine's busy time minus the time of the benchmark's own process tree (the stack it started,
// Chromium, autocannon), so the report can say when the numbers were skewed.
import { readdirSync, readFileSync } from 'node:fs';

/** Busy and total clock ticks of all CPUs since boot, from the first line of /proc/stat. */
export function parseProcStat(text) {
  const fields = text.split('\n')[0]?.trim().split(/\s+/).slice(1, 9).map(Number) ?? [];
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    fields;
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  return { busy: total - idle - iowait, total };
}

/** pid, ppid and CPU ticks (own + reaped children) of one /proc/<pid>/stat line. */
export function parsePidStat(text) {
  const close = text.lastIndexOf(')');
  const pid = Number(text.slice(0, text.indexOf(' ')));
  // After "pid (comm) ": state ppid … utime(14) stime(15) cutime(16) cstime(17), 1-based overall.
  const rest = text.slice(close + 2).split(' ');
  const at = (field) => Number(rest[field - 3] ?? 0);
  return { pid, ppid: at(4), ticks: at(14) + at(15) + at(16) + at(17) };
}

/** Sum of CPU ticks of a process and all its living descendants (dead ones count in cutime). */
export function treeTicks(processes, rootPid) {
  const children = new Map();
  for (const process of processes) {
    if (!children.has(process.ppid)) children.set(process.ppid, []);
    children.get(process.ppid).push(process);
  }
  const byPid = new Map(processes.map((process) => [process.pid, process]));
  let ticks = 0;
  const stack = [byPid.get(rootPid)].filter(Boolean);
  while (stack.length) {
    const process = stack.pop();
    ticks += process.ticks;
    stack.push(...(children.get(process.pid) ?? []));
  }
  return ticks;
}

/** A reading of the machine and of our tree; null where /proc is not available. */
export function readCpu(rootPid = process.pid) {
  try {
    const machine = parseProcStat(readFileSync('/proc/stat', 'utf8'));
    const processes = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        processes.push(parsePidStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
      } catch {
        // the process ended meanwhile
      }
    }
    return { ...machine, ours: treeTicks(processes, rootPid) };
  } catch {
    return null;
  }
}

/** Cores' worth of CPU that other work took between two readings (never below 0). */
export function othersCores(before, after, cores) {
  const total = after.total - before.total;
  if (!(total > 0)) return 0;
  const others = after.busy - before.busy - (after.ours - before.ours);
  return Math.max(0, (others / total) * cores);
}
