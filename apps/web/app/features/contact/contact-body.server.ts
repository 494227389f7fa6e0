/** Largest contact post read: the three fields fit many times over (message ≤ 1000 characters). */
export const CONTACT_BODY_MAX_BYTES = 64 * 1024;
/**
 * Beyond the limit the rest is read and dropped, so the answer reaches the client on a healthy
 * connection; past this much the connection is cut instead (nginx stops bodies over 1 MB first).
 */
const DRAIN_MAX_BYTES = 8 * 1024 * 1024;

const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** The body's bytes, or null when it is larger than `max`; always reads to the end (see above). */
async function readUpTo(
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

/**
 * The posted form, or null when the body is not one a form sends (JSON, text/plain, no body),
 * is over CONTACT_BODY_MAX_BYTES or does not parse (broken multipart). `request.formData()`
 * throws on all of these, and would read a body of any size into memory first.
 */
export async function readContactForm(request: Request): Promise<FormData | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!request.body) return null;
  const bytes = await readUpTo(request.body, CONTACT_BODY_MAX_BYTES).catch(() => null);
  if (!bytes || !FORM_TYPE.test(type)) return null;
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
}
