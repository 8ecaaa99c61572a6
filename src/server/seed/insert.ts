import { getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/** PostgreSQL allows 65,535 bind parameters in one statement; stay well under it. */
const MAX_PARAMETERS = 60_000;

/** Multi-row inserts sized by the table's column count, so each statement is as large as allowed. */
export async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  const columns = Object.keys(getTableColumns(table)).length;
  const batchSize = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize));
  }
}
