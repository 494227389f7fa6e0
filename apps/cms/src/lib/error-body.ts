type Answerable = { status: number; body: unknown };

/**
 * Answers with Strapi's error shape (`{ data: null, error: { status, name, message, details } }`),
 * which the admin and the web read, for refusals decided before or around Strapi's own code.
 */
export function answerError(
  ctx: Answerable,
  status: number,
  name: string,
  message: string,
  details: Record<string, unknown> = {},
): void {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details } };
}
