import type { Core } from '@strapi/strapi';
import { envOptional, isProduction } from '../env';
import { adminRoles, adminUsers } from '../lib/strapi-services';

/** Strapi's admin password policy, which its user service does not enforce on its own. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('at least 8 characters');
  if (!/[a-z]/.test(password)) problems.push('a lowercase letter');
  if (!/[A-Z]/.test(password)) problems.push('an uppercase letter');
  if (!/\d/.test(password)) problems.push('a digit');
  if (Buffer.byteLength(password) > 72) problems.push('at most 72 bytes');
  return problems;
}

/**
 * Creates the first super admin from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD when none exists. In
 * production a CMS without any admin and without those refuses to start, so first-admin
 * registration is never open there.
 */
export async function ensureFirstAdmin(
  strapi: Core.Strapi,
): Promise<'created' | 'exists' | 'skipped'> {
  const email = envOptional('CMS_ADMIN_EMAIL');
  const password = envOptional('CMS_ADMIN_PASSWORD');
  if ((await strapi.db.query('admin::user').count()) > 0) return 'exists';
  if (!email && !password) {
    // Strapi would open first-admin registration to whoever reaches /admin first.
    if (isProduction()) {
      throw new Error(
        'No admin account exists and CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD are not set. In production the CMS never opens first-admin registration to the network: set both and start again (they are used only while no admin exists).',
      );
    }
    return 'skipped';
  }
  if (!email || !password) {
    throw new Error(
      'Set both CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD to create the first admin (only one is set).',
    );
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(`CMS_ADMIN_EMAIL is not an e-mail address (got '${email}').`);
  }
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    throw new Error(`CMS_ADMIN_PASSWORD is too weak: it needs ${problems.join(', ')}.`);
  }
  const role = await adminRoles(strapi).getSuperAdmin();
  if (!role)
    throw new Error('The super admin role is missing; the admin plugin did not initialise.');
  await adminUsers(strapi).create({
    email: email.toLowerCase(),
    firstname: 'Admin',
    lastname: 'Brilla',
    password,
    isActive: true,
    registrationToken: null,
    roles: [role.id],
  });
  strapi.log.info(`Created the first super admin ${email.toLowerCase()}`);
  return 'created';
}
