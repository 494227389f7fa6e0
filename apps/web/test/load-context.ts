import type { AppLoadContext } from 'react-router';

/**
 * What the server passes for a visitor without a known address, in production without a nonce:
 * the one list of the load context's fields for tests, with what a test changes on top.
 */
export function visitorContext(changes: Partial<AppLoadContext> = {}): AppLoadContext {
  return {
    clientIp: null,
    cspNonce: undefined,
    purgePages: undefined,
    preview: null,
    endPreview: async () => undefined,
    countContact: undefined,
    kept: null,
    ...changes,
  };
}
