import { describe, expect, it } from 'vitest';
import { exportFailure } from './failure';

/** What the admin's fetch client throws for an HTTP error (its FetchError). */
function fetchError(status: number): Error {
  const error = new Error('Server Error') as Error & { status: number };
  error.name = 'FetchError';
  error.status = status;
  return error;
}

describe('exportFailure', () => {
  it.each([
    [401, 'contactExport.sessionExpired'],
    [403, 'contactExport.forbidden'],
    [400, 'contactExport.refused'],
  ])('explains an HTTP %i', (status, id) => {
    expect(exportFailure(fetchError(status))).toEqual({ id });
  });

  it('names the status of a server error', () => {
    expect(exportFailure(fetchError(502))).toEqual({
      id: 'contactExport.failed',
      values: { status: 502 },
    });
  });

  it('tells the user to check the connection when the CMS was never reached', () => {
    expect(exportFailure(new TypeError('Failed to fetch'))).toEqual({
      id: 'contactExport.offline',
    });
  });
});
