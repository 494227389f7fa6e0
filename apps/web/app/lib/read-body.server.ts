/**
 * Beyond the limit the rest is read and dropped, so the answer reaches the client on a healthy
 * connection; past this much the connection is cut instead (nginx stops bodies over 1 MB first).
 */
const DRAIN_MAX_BYTES = 8 * 1024 * 1024;

/** The body's bytes, or null when it is larger than `max`; always reads to the end (see above). */
export async function readBodyUpTo(
  body: ReadableStream<Uint8Array>,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Stryker disable next-line ConditionalExpression: keeping the rest only costs memory: an oversize body gives null either way
    if (size <= max) chunks.push(value);
    if (size > DRAIN_MAX_BYTES) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
  }
  if (size > max) return null;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
