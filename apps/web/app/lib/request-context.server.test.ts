// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { requestIdHeader, runInRequest } from './request-context.server';

describe('the request id of CMS calls', () => {
  it("carries the visitor's request id into the work the request starts, awaits included", async () => {
    expect(requestIdHeader()).toEqual({});
    const headers = await runInRequest('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return requestIdHeader();
    });
    expect(headers).toEqual({ 'x-request-id': 'req-1' });
    expect(runInRequest('req-2', () => runInRequest('req-3', requestIdHeader))).toEqual({
      'x-request-id': 'req-3',
    });
    expect(runInRequest('', requestIdHeader)).toEqual({});
    expect(requestIdHeader()).toEqual({});
  });

  it('shares one store between copies of the module (the server and the app load it apart)', async () => {
    vi.resetModules();
    const copy = await import('./request-context.server');
    expect(copy.runInRequest).not.toBe(runInRequest);
    expect(runInRequest('req-4', () => copy.requestIdHeader())).toEqual({
      'x-request-id': 'req-4',
    });
  });
});
