import { ADMIN } from './strapi';

export type Json = Record<string, unknown>;
export type AdminReply = { status: number; body: Json };

/** Signs in to the admin API (POST /admin/login) and returns the JWT. */
export async function adminLogin(
  baseUrl: string,
  credentials: { email: string; password: string } = ADMIN,
): Promise<string> {
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login as ${credentials.email}: ${response.status}`);
  return body.data.token;
}

/**
 * A caller of the admin API (content manager, users, ...) with a signed-in admin's token;
 * `language` is the admin's Accept-Language (the language of refusal messages).
 */
export function adminClient(baseUrl: string, token: string) {
  return async (
    method: string,
    path: string,
    body?: unknown,
    language?: string,
  ): Promise<AdminReply> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
  };
}

/**
 * Sets the signed-in admin's interface language (Profile → Interface language), which the CMS's
 * messages follow; null is "never chose" (Spanish, the admin's default).
 */
export async function setAdminLanguage(
  admin: ReturnType<typeof adminClient>,
  language: 'es' | 'en' | null,
): Promise<void> {
  const reply = await admin('PUT', '/admin/users/me', { preferedLanguage: language });
  if (reply.status !== 200) throw new Error(`setting the admin language: ${reply.status}`);
}
