import type { Core } from '@strapi/strapi';
import { envOptional, redact } from '../env';

/** Fails the start with a message that names DATABASE_URL when the database cannot be reached. */
export async function assertDatabaseReachable(strapi: Core.Strapi): Promise<void> {
  try {
    await strapi.db.connection.raw('select 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const url = envOptional('DATABASE_URL');
    const message = url
      ? `Cannot reach the database at DATABASE_URL=${redact(url)} (${reason}). Start PostgreSQL or fix DATABASE_URL; unset it to use SQLite.`
      : `Cannot open the SQLite database (${reason}). Check DATABASE_FILENAME, or set DATABASE_URL to use PostgreSQL.`;
    throw new Error(message);
  }
}
