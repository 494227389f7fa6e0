import { beforeAll, expect } from 'vitest';
import { adminRoles, adminUsers } from '../src/lib/strapi-services';
import type { SecurityContext } from './security-suite';

export type Json = Record<string, unknown>;
export type Inbox = { purgeExpired: () => Promise<number> };

export const SUBMISSION = 'api::contact-submission.contact-submission';
export const ERASURE = 'api::contact-erasure.contact-erasure';
export const LIST = `/content-manager/collection-types/${SUBMISSION}`;
const PASSWORD = 'Inbox12345';

let addressCounter = 1;
/** Client addresses of these tests (100.64.0.0/24), one per scenario. */
const nextAddress = () => `100.64.0.${addressCounter++}`;

export const DAY = 86_400_000;

/** What the inbox tests share: staff with and without permissions, signed in once per CMS. */
export type InboxStaff = ReturnType<typeof inboxStaff>;

/**
 * Creates the inbox tests' staff before they run (a super admin, one without permission on
 * contact messages, one who cannot read the internal note) and the calls they make as them.
 */
export function inboxStaff(context: SecurityContext) {
  const { call } = context;
  const strapi = () => context.cms().strapi;
  const knex = () => strapi().db.connection;
  const tokens: Record<string, string> = {};

  async function signIn(email: string): Promise<string> {
    const reply = await call(
      'POST',
      '/admin/login',
      { email, password: PASSWORD },
      { 'x-forwarded-for': nextAddress() },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.data as { token: string }).token;
  }

  async function createStaff(email: string, roleId: number): Promise<string> {
    await adminUsers(strapi()).create({
      email,
      firstname: 'Comercial',
      lastname: 'Prueba',
      password: PASSWORD,
      isActive: true,
      registrationToken: null,
      roles: [roleId],
    });
    return signIn(email);
  }

  const admin = (token: string, method: string, pathAndQuery: string, body?: unknown) =>
    call(method, pathAndQuery, body, { authorization: `Bearer ${token}` });

  async function exportCsv(token: string | null, query = '') {
    const response = await fetch(
      `${context.cms().baseUrl}/contact-inbox/export.csv${query ? `?${query}` : ''}`,
      { headers: token ? { authorization: `Bearer ${token}` } : {} },
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, text: bytes.toString('utf8') };
  }

  const row = (documentId: string) =>
    strapi().db.query(SUBMISSION).findOne({ where: { documentId } }) as Promise<Json | null>;

  beforeAll(async () => {
    const roles = adminRoles(strapi());
    const superAdmin = await roles.getSuperAdmin();
    if (!superAdmin) throw new Error('The CMS has no super admin role.');
    tokens.comercial = await createStaff('comercial@example.com', superAdmin.id);
    // The CMS's own Comercial role, as the sales team gets it.
    const sales = (await strapi()
      .db.query('admin::role')
      .findOne({ where: { name: 'Comercial' } })) as { id: number };
    tokens.sales = await createStaff('ventas@example.com', sales.id);
    // Signed in, but with no permission on contact messages.
    const none = await roles.create({ name: 'Sin acceso', description: 'no permissions' });
    tokens.none = await createStaff('sin.acceso@example.com', none.id);
    // Reads contact messages, but not the internal note.
    const noNote = await roles.create({ name: 'Sin nota', description: 'no note' });
    await roles.assignPermissions(noNote.id, [
      {
        action: 'plugin::content-manager.explorer.read',
        subject: SUBMISSION,
        properties: { fields: ['name', 'email', 'message', 'language', 'leadStatus'] },
      },
    ]);
    tokens.noNote = await createStaff('sin.nota@example.com', noNote.id);
    // Strapi's default Author role, which the CMS makes its Autor: no contact message at all.
    const author = (await strapi()
      .db.query('admin::role')
      .findOne({ where: { code: 'strapi-author' } })) as { id: number } | null;
    if (author) tokens.author = await createStaff('autor@example.com', author.id);
    // The same rule given by hand: read and delete contact messages it created.
    const creator = await roles.create({ name: 'Solo lo suyo', description: 'is-creator' });
    await roles.assignPermissions(
      creator.id,
      ['read', 'delete'].map((action) => ({
        action: `plugin::content-manager.explorer.${action}`,
        subject: SUBMISSION,
        properties: action === 'read' ? { fields: ['name', 'email', 'message'] } : {},
        conditions: ['admin::is-creator'],
      })),
    );
    tokens.creator = await createStaff('solo.lo.suyo@example.com', creator.id);
  });

  return { tokens, admin, exportCsv, row, strapi, knex, signIn, createStaff };
}
