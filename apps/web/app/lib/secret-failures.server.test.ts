import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  previewFailures,
  resetSecretFailuresForTests,
  webhookFailures,
} from './secret-failures.server';

afterEach(() => {
  vi.useRealTimers();
  resetSecretFailuresForTests();
});

describe('wrong secrets per client', () => {
  it('refuses a client after ten wrong signatures in a minute, for the rest of the minute', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    for (let i = 0; i < 9; i += 1) await webhookFailures.count('10.0.0.1');
    expect(await webhookFailures.blocked('10.0.0.1')).toBeNull();
    await webhookFailures.count('10.0.0.1');
    expect(await webhookFailures.blocked('10.0.0.1')).toEqual({ retryAfterSeconds: 60 });
    vi.advanceTimersByTime(59_500);
    expect(await webhookFailures.blocked('10.0.0.1')).toEqual({ retryAfterSeconds: 1 });
    vi.advanceTimersByTime(501);
    expect(await webhookFailures.blocked('10.0.0.1')).toBeNull();
  });

  it('counts each client and each secret apart, and starts again after a reset', async () => {
    for (let i = 0; i < 10; i += 1) await previewFailures.count('10.0.0.2');
    expect(await previewFailures.blocked('10.0.0.2')).not.toBeNull();
    expect(await previewFailures.blocked('10.0.0.3')).toBeNull();
    expect(await webhookFailures.blocked('10.0.0.2')).toBeNull();
    resetSecretFailuresForTests();
    expect(await previewFailures.blocked('10.0.0.2')).toBeNull();
  });
});
