import type { Page } from '@playwright/test';
import { cmsUrl, expect as siteExpect } from './fixtures';
import { ADMIN } from './stack';

/**
 * How long a view of Strapi's admin (a single-page app of several megabytes) may take to show
 * on a loaded 2-core machine: a fresh-clone CI run saw the edit view take over 10 s there.
 */
export const ADMIN_VIEW_TIMEOUT = 30_000;

/**
 * The admin journeys' expect: every expectation on Strapi's admin may wait as long as a view takes
 * to show there (a save's "Guardado" came after the site's 10 s on CI's loaded machine). A
 * journey through several admin views also takes triple time (`test.slow()` at its start).
 */
export const expect = siteExpect.configure({ timeout: ADMIN_VIEW_TIMEOUT });

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

export type Staff = { email: string; password: string };

/**
 * An active admin account with one of the CMS's roles ("Comercial", "Editor"), made the way the
 * admin does it: a super admin invites (POST /admin/users), the invitee registers.
 */
export async function createStaff(token: string, roleName: string, label: string): Promise<Staff> {
  const roles = await adminFetch<{ data: Array<{ id: number; name: string }> }>(
    token,
    '/admin/roles',
  );
  const role = roles.data.find(({ name }) => name === roleName);
  if (!role) throw new Error(`the CMS has no admin role "${roleName}"`);
  const staff = {
    email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@brilla.test`,
    password: 'E2eStaff2026',
  };
  const invited = await adminFetch<{ data: { registrationToken: string } }>(token, '/admin/users', {
    method: 'POST',
    body: JSON.stringify({
      firstname: roleName,
      lastname: 'E2e',
      email: staff.email,
      roles: [role.id],
    }),
  });
  const registered = await fetch(`${cmsUrl()}/admin/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      registrationToken: invited.data.registrationToken,
      userInfo: { firstname: roleName, lastname: 'E2e', password: staff.password },
    }),
  });
  if (!registered.ok)
    throw new Error(
      `registering ${staff.email}: HTTP ${registered.status} ${await registered.text()}`,
    );
  return staff;
}

/** Signs in on the admin's own login page, as staff do (the admin opens in Spanish). */
export async function signIn(page: Page, staff: Staff): Promise<void> {
  await page.goto(`${cmsUrl()}/admin/auth/login`);
  await page.getByRole('textbox', { name: /correo electrónico/i }).fill(staff.email);
  await page.getByLabel(/contraseña|password/i).fill(staff.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}
