import { describe, expect, it } from 'vitest';
import { groupTicks, othersCores, parsePidStat, parseProcStat, treeTicks } from '../src/cpu.ts';

describe('parseProcStat', () => {
  it('counts busy and total ticks of all CPUs, idle and iowait being idle', () => {
    const text = 'cpu  100 5 50 800 20 3 2 0 0 0\ncpu0 50 2 25 400 10 1 1 0 0 0\n';
    expect(parseProcStat(text)).toEqual({ busy: 160, total: 980 });
  });
});

describe('parsePidStat', () => {
  it('reads pid, ppid, process group and own plus reaped-children ticks, whatever the command name holds', () => {
    const fields = [
      'S',
      '42',
      '7',
      '7',
      '0',
      '-1',
      '4194560',
      '1',
      '0',
      '0',
      '0',
      '30',
      '12',
      '5',
      '3',
    ];
    expect(parsePidStat(`1234 (node (x) y) ${fields.join(' ')} 20 0 1 0 100`)).toEqual({
      pid: 1234,
      ppid: 42,
      pgrp: 7,
      ticks: 50,
    });
  });
});

describe('groupTicks', () => {
  it('sums the members of a process group but its leader, whom we reap ourselves', () => {
    const processes = [
      { pid: 50, ppid: 10, pgrp: 50, ticks: 100 },
      { pid: 51, ppid: 50, pgrp: 50, ticks: 20 },
      { pid: 52, ppid: 51, pgrp: 50, ticks: 7 },
      { pid: 60, ppid: 1, pgrp: 60, ticks: 900 },
    ];
    expect(groupTicks(processes, 50)).toBe(27);
    expect(groupTicks(processes, 99)).toBe(0);
  });
});

describe('treeTicks', () => {
  it('sums a process and its descendants only', () => {
    const processes = [
      { pid: 1, ppid: 0, ticks: 1000 },
      { pid: 10, ppid: 1, ticks: 5 },
      { pid: 11, ppid: 10, ticks: 7 },
      { pid: 12, ppid: 11, ticks: 3 },
      { pid: 20, ppid: 1, ticks: 400 },
    ];
    expect(treeTicks(processes, 10)).toBe(15);
    expect(treeTicks(processes, 99)).toBe(0);
  });
});

describe('othersCores', () => {
  it('is the share of the machine other work took, in cores', () => {
    const before = { busy: 1000, total: 4000, ours: 300 };
    const after = { busy: 1800, total: 5000, ours: 900 };
    // 800 busy ticks of 1000, 600 of them ours: others took 20 % of 2 cores.
    expect(othersCores(before, after, 2)).toBeCloseTo(0.4);
  });
  it('never goes below zero and ignores an empty interval', () => {
    expect(othersCores({ busy: 0, total: 0, ours: 0 }, { busy: 10, total: 100, ours: 50 }, 2)).toBe(
      0,
    );
    expect(othersCores({ busy: 5, total: 5, ours: 0 }, { busy: 5, total: 5, ours: 0 }, 2)).toBe(0);
  });
});
