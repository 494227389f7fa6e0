import path from 'node:path';
import { envBool, envInt, envOptional } from '../src/env';
import { postgresTarget } from '../src/lib/postgres-target';

export default () => {
  // PostgreSQL from DATABASE_URL or from DATABASE_HOST and the other parts; neither: SQLite.
  const postgres = postgresTarget();
  const acquireConnectionTimeout = envInt('DATABASE_CONNECT_TIMEOUT_MS', 10000, { min: 100 });
  if (postgres) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          ...postgres.connection,
          schema: envOptional('DATABASE_SCHEMA') ?? 'public',
          ssl: envBool('DATABASE_SSL', false)
            ? { rejectUnauthorized: envBool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
        },
        pool: { min: 0, max: envInt('DATABASE_POOL_MAX', 10, { min: 1 }) },
        acquireConnectionTimeout,
      },
    };
  }
  // dist/config/database.js -> apps/cms/.tmp/data.db
  const filename =
    envOptional('DATABASE_FILENAME') ?? path.join(__dirname, '..', '..', '.tmp', 'data.db');
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      acquireConnectionTimeout,
    },
  };
};
