import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { appMeta, customers } from '../../src/server/db/schema.ts';
import { ensureSeeded, SEEDED_PASSWORD } from '../../src/server/seed/index.ts';
import { verifyPassword } from '../../src/server/services/passwords.ts';
import { createTestDatabase } from './support/test-database.ts';

// The seeded accounts of docs/api/session.md: only in development mode; added once, also to a shop seeded
// before accounts existed; removed by a plain start after a development one.

describe('seeded accounts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('are not made outside development mode', async () => {
    const result = await ensureSeeded(database.db, { products: 200 });
    expect(result).toMatchObject({ seeded: true, accounts: 0 });
    expect(await database.db.select().from(customers)).toEqual([]);
  });

  it('are added to an already seeded shop in development mode, once', async () => {
    const now = new Date('2025-06-02T09:00:00Z');
    expect(await ensureSeeded(database.db, { products: 200, now, developmentAccounts: true })).toMatchObject({
      seeded: false,
      accounts: 4,
    });
    expect(await ensureSeeded(database.db, { products: 200, now, developmentAccounts: true })).toMatchObject({
      seeded: false,
      accounts: 0,
    });
    const rows = await database.db.select().from(customers).orderBy(asc(customers.id));
    expect(
      rows.map((row) => ({
        email: row.email,
        permissions: row.permissions,
        soft: row.softLockedAt !== null,
        hard: row.hardLocked,
      })),
    ).toEqual([
      { email: 'shopper@example.com', permissions: [], soft: false, hard: false },
      { email: 'soft-locked@example.com', permissions: [], soft: true, hard: false },
      { email: 'hard-locked@example.com', permissions: [], soft: false, hard: true },
      { email: 'staff@example.com', permissions: ['SIGN_ON_AS_CUSTOMER'], soft: false, hard: false },
    ]);
    expect(rows.every((row) => row.createdAt.getTime() === now.getTime())).toBe(true);
    expect(await verifyPassword(SEEDED_PASSWORD, rows[0]?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('Groceries2', rows[0]?.passwordHash ?? '')).toBe(false);
  });

  it('are removed by a plain start after a development one, and made afresh by the next development one', async () => {
    const now = new Date('2025-06-03T09:00:00Z');
    const registered = await registerSomeone(database, 'someone@example.com', now);
    const removed = await ensureSeeded(database.db, { products: 200, now });
    expect(removed).toMatchObject({ accounts: 0, accountsRemoved: 4 });
    expect((await database.db.select().from(customers)).map((row) => row.id)).toEqual([registered]);

    expect(await ensureSeeded(database.db, { products: 200, now, developmentAccounts: true })).toMatchObject({
      accounts: 4,
      accountsRemoved: 0,
    });
    expect(await database.db.select().from(customers)).toHaveLength(5);
  });

  it('are found by their emails when an earlier version marked them with a date only', async () => {
    const now = new Date('2025-06-04T09:00:00Z');
    await database.db
      .update(appMeta)
      .set({ value: now.toISOString() })
      .where(eq(appMeta.key, 'seed.accounts'));
    expect(await ensureSeeded(database.db, { products: 200, now })).toMatchObject({ accountsRemoved: 4 });
    expect((await database.db.select().from(customers)).map((row) => row.email)).toEqual([
      'someone@example.com',
    ]);
  });
});

async function registerSomeone(database: DatabaseHandle, email: string, now: Date): Promise<number> {
  const [row] = await database.db
    .insert(customers)
    .values({ email, emailKey: email, passwordHash: 'x', firstName: 'Some', lastName: 'One', createdAt: now })
    .returning({ id: customers.id });
  if (!row) throw new Error('not inserted');
  return row.id;
}
