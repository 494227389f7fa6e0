import { cmsUrl } from './fixtures';
import { ADMIN } from './stack';

/** The CMS admin API, as an editor uses it through the admin panel. */
export async function adminToken(): Promise<string> {
  const response = await fetch(`${cmsUrl()}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin login failed: HTTP ${response.status}`);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

export async function adminFetch<T>(
  token: string,
  pathAndQuery: string,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(`${cmsUrl()}${pathAndQuery}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...init.headers,
    },
  });
  if (!response.ok)
    throw new Error(
      `${init.method ?? 'GET'} ${pathAndQuery}: HTTP ${response.status} ${await response.text()}`,
    );
  return (await response.json()) as T;
}

export type Submission = {
  documentId: string;
  name: string;
  email: string;
  message: string;
  language: string;
  emailStatus: string;
};

export async function findSubmissions(token: string, email: string): Promise<Submission[]> {
  const query = new URLSearchParams({ 'filters[email][$eq]': email });
  const body = await adminFetch<{ results: Submission[] }>(
    token,
    `/content-manager/collection-types/api::contact-submission.contact-submission?${query}`,
  );
  return body.results;
}
