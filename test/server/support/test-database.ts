import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when DATABASE_URL
 * is set (`npm run test:pg`), a new database on that PostgreSQL server, dropped again on close,
 * so reruns always start clean.
 */
export async function createTestDatabase(
  kind: 'default' | 'pglite' | 'postgres' = 'default',
): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const usePostgres = kind === 'postgres' || (kind === 'default' && serverUrl !== undefined);
  if (!usePostgres) {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    return handle;
  }
  if (!serverUrl) throw new Error('DATABASE_URL must be set to test against PostgreSQL');
  const name = `shop_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
