// The CMS admin API as the benchmark's editor uses it (publish, analytics).
export type Admin = { email: string; password: string };

/** Signs in to the CMS admin API; the admin's JWT. */
export async function adminLogin(cmsUrl: string, admin: Admin) {
  const response = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`admin login failed: HTTP ${response.status}`);
  const body = (await response.json()) as { data?: { token?: string } };
  return body.data?.token ?? '';
}

/** A caller of the CMS admin API with a signed-in admin's token; throws on an error answer. */
export function adminFetch(cmsUrl: string, token: string) {
  return async (
    pathAndQuery: string,
    init: { method?: string; body?: string } = {},
  ): Promise<unknown> => {
    const response = await fetch(`${cmsUrl}${pathAndQuery}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    if (!response.ok) {
      throw new Error(
        `${init.method ?? 'GET'} ${pathAndQuery}: HTTP ${response.status} ${await response.text()}`,
      );
    }
    return response.json();
  };
}
