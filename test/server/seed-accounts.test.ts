import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { customers } from '../../src/server/db/schema.ts';
import { ensureSeeded, SEEDED_PASSWORD } from '../../src/server/seed/index.ts';
import { verifyPassword } from '../../src/server/services/passwords.ts';
import { createTestDatabase } from './support/test-database.ts';

// The seeded accounts of docs/api/session.md: never in production; added once, also to a shop seeded
// before accounts existed.

describe('seeded accounts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('are not made in production', async () => {
    const result = await ensureSeeded(database.db, { products: 200, production: true });
    expect(result).toMatchObject({ seeded: true, accounts: 0 });
    expect(await database.db.select().from(customers)).toEqual([]);
  });

  it('are added to an already seeded shop outside production, once', async () => {
    const now = new Date('2025-06-02T09:00:00Z');
    expect(await ensureSeeded(database.db, { products: 200, now })).toMatchObject({
      seeded: false,
      accounts: 4,
    });
    expect(await ensureSeeded(database.db, { products: 200, now })).toMatchObject({
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
});
