import { describe, expect, it } from 'vitest';
import { browserQueryClient } from './query-client';

describe('browserQueryClient', () => {
  it('is one cache that reuses route data for a minute, keeps it half an hour and never retries', () => {
    const client = browserQueryClient();
    expect(browserQueryClient()).toBe(client);
    expect(client.getDefaultOptions().queries).toEqual({
      staleTime: 60_000,
      gcTime: 1_800_000,
      retry: false,
    });
  });
});
