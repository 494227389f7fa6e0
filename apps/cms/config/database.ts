import path from 'node:path';
import { EnvError, envBool, envInt, envOptional, envUrl, redact } from '../src/env';

export default () => {
  const url = envUrl('DATABASE_URL', ['postgres:', 'postgresql:']);
  const acquireConnectionTimeout = envInt('DATABASE_CONNECT_TIMEOUT_MS', 10000, { min: 100 });
  if (url) {
    const schema = envOptional('DATABASE_SCHEMA') ?? 'public';
    if (url.pathname.length <= 1) {
      throw new EnvError(
        `DATABASE_URL names no database (got '${redact(url.href)}'); use postgres://user:pass@host:5432/dbname`,
      );
    }
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url.href,
          schema,
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
