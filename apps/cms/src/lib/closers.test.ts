import { describe, expect, it } from 'vitest';
import { closeAll, closeOnDestroy } from './closers';

describe('closers', () => {
  it('closes what an owner opened, each once, even when one fails', async () => {
    const owner = {};
    const closed: string[] = [];
    closeOnDestroy(owner, async () => {
      closed.push('redis');
    });
    closeOnDestroy(owner, async () => {
      throw new Error('already closed');
    });
    closeOnDestroy(owner, async () => {
      closed.push('smtp');
    });
    await closeAll(owner);
    await closeAll(owner);
    expect(closed).toEqual(['redis', 'smtp']);
    await expect(closeAll({})).resolves.toBeUndefined();
  });
});
