import type { Core } from '@strapi/strapi';
import { postgresTarget } from '../lib/postgres-target';

/** Fails the start with a message that names the settings read when the database cannot be reached. */
export async function assertDatabaseReachable(strapi: Core.Strapi): Promise<void> {
  try {
    await strapi.db.connection.raw('select 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const postgres = postgresTarget();
    const settings = postgres?.description.startsWith('DATABASE_URL=')
      ? 'DATABASE_URL'
      : 'those DATABASE_ settings';
    const message = postgres
      ? `Cannot reach the database at ${postgres.description} (${reason}). Start PostgreSQL or fix ${settings}; unset them to use SQLite.`
      : `Cannot open the SQLite database (${reason}). Check DATABASE_FILENAME, or set DATABASE_URL or DATABASE_HOST to use PostgreSQL.`;
    throw new Error(message);
  }
}
