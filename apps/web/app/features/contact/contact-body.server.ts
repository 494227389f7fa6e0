import { readBodyUpTo } from '~/lib/read-body.server';

/** Largest contact post read: the three fields fit many times over (message ≤ 1000 characters). */
export const CONTACT_BODY_MAX_BYTES = 64 * 1024;
const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * The posted form, or null when the body is not one a form sends (JSON, text/plain, no body),
 * is over CONTACT_BODY_MAX_BYTES or does not parse (broken multipart). `request.formData()`
 * throws on all of these, and would read a body of any size into memory first.
 */
export async function readContactForm(request: Request): Promise<FormData | null> {
  // Stryker disable next-line StringLiteral: any text FORM_TYPE refuses stands for no type alike
  const type = request.headers.get('content-type') ?? '';
  // Stryker disable next-line ConditionalExpression: reading no body rejects, which the catch below turns into null too
  if (!request.body) return null;
  // Stryker disable next-line ArrowFunction: undefined is as falsy as null below
  const bytes = await readBodyUpTo(request.body, CONTACT_BODY_MAX_BYTES).catch(() => null);
  if (!bytes || !FORM_TYPE.test(type)) return null;
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
}
