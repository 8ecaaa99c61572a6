import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The driver-neutral database type every service takes: the same queries run on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseOptions =
  /** PostgreSQL server through node-postgres. */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** Embedded PGlite: a folder on disk, or in memory when `dataDir` is omitted (tests). */
  | { kind: 'pglite'; dataDir?: string };

export interface DatabaseHandle {
  readonly kind: DatabaseOptions['kind'];
  readonly db: Database;
  /** Runs the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** Closes the pool or flushes and closes PGlite, so a restart loses nothing. */
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    let open = 0;
    let closing = false;
    let allClosed: (() => void) | undefined;
    // An idle connection can be dropped by the server (restart, failover, a dropped database): the pool
    // discards it and connects again when needed. Without a listener that error would end the process.
    pool.on('error', (error) => {
      if (!closing)
        process.stderr.write(
          `${JSON.stringify({ level: 'warn', msg: 'idle database connection lost', error: error.message })}\n`,
        );
    });
    // pool.end() resolves before its connections have closed; close() waits for them, so whoever
    // closes the database (tests dropping it, a shutdown) knows nothing is still connected.
    pool.on('connect', () => {
      open += 1;
    });
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) allClosed?.();
    });
    const db = drizzleNodePg({ client: pool, schema });
    return {
      kind: 'postgres',
      db,
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      close: async () => {
        closing = true;
        const closed = open === 0 ? Promise.resolve() : new Promise<void>((resolve) => (allClosed = resolve));
        await pool.end();
        await closed;
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // The contrib extensions the migrations create (catalogue search: trigrams for 'did you mean',
  // unaccent for accent-insensitive matching); a PostgreSQL server has them as contrib.
  const extensions = { pg_trgm, unaccent };
  const client = options.dataDir ? new PGlite(options.dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
