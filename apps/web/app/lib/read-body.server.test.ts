import { describe, expect, it } from 'vitest';
import { readBodyUpTo } from './read-body.server';

/** A body that arrives in these chunks, recording whether the reader cancelled it. */
function bodyOf(chunks: Uint8Array[]) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[state.pulled];
      state.pulled += 1;
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

const bytes = (...values: number[]) => new Uint8Array(values);

describe('readBodyUpTo', () => {
  it('joins the chunks of a body up to the limit, the limit itself included', async () => {
    const { stream } = bodyOf([bytes(1, 2), bytes(3), bytes(4, 5)]);
    expect(await readBodyUpTo(stream, 5)).toEqual(bytes(1, 2, 3, 4, 5));
    expect(await readBodyUpTo(bodyOf([]).stream, 0)).toEqual(bytes());
  });

  it('refuses a body one byte over, still reading it to the end', async () => {
    const { stream, state } = bodyOf([bytes(1, 2, 3), bytes(4, 5, 6)]);
    expect(await readBodyUpTo(stream, 5)).toBeNull();
    expect(state.cancelled).toBe(false);
    expect(state.pulled).toBe(3);
  });

  it('stops reading a body past 8 MB and cuts it', async () => {
    const mb = new Uint8Array(1024 * 1024);
    const chunks = Array.from({ length: 12 }, () => mb);
    const { stream, state } = bodyOf(chunks);
    expect(await readBodyUpTo(stream, 1024)).toBeNull();
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(12);
    // Exactly 8 MB is still read to its end.
    const eight = bodyOf(Array.from({ length: 8 }, () => mb));
    expect(await readBodyUpTo(eight.stream, 1024)).toBeNull();
    expect(eight.state.cancelled).toBe(false);
  });
});
