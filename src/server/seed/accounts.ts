import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appMeta, customers } from '../db/schema.ts';
import { deleteCustomer } from '../services/account-operations.ts';
import { SIGN_ON_AS_CUSTOMER } from '../services/accounts.ts';
import { hashPassword, type PasswordCost } from '../services/passwords.ts';
import { emailKey } from '../services/secrets.ts';

/**
 * The accounts a shop in development mode has (docs/api/session.md, "Seeded accounts"); a plain start
 * removes them.
 */
export const SEEDED_PASSWORD = 'Groceries1';

export const SEEDED_ACCOUNTS = [
  { email: 'shopper@example.com', title: 'Mrs', firstName: 'Jane', lastName: 'Shopper', state: 'customer' },
  {
    email: 'soft-locked@example.com',
    title: 'Mr',
    firstName: 'Sam',
    lastName: 'Softlock',
    state: 'soft-locked',
  },
  {
    email: 'hard-locked@example.com',
    title: 'Ms',
    firstName: 'Hattie',
    lastName: 'Hardlock',
    state: 'hard-locked',
  },
  { email: 'staff@example.com', title: 'Mx', firstName: 'Alex', lastName: 'Staff', state: 'staff' },
] as const;

const ACCOUNTS_MARK = 'seed.accounts';

/** The mark's value: when the accounts were made and which ids they got (the ones to remove again). */
interface AccountsMark {
  at: string;
  ids: number[];
}

/**
 * Adds the seeded accounts once (marked in app_meta with their ids), to a new database or to one seeded
 * before accounts existed. Every account shares one hash of the published password. An email someone has
 * registered in the meantime keeps its own account, which is not recorded as seeded.
 */
export async function seedAccounts(db: Database, now: Date, cost?: PasswordCost): Promise<number> {
  if ((await readMark(db)) !== undefined) return 0;
  const passwordHash = await hashPassword(SEEDED_PASSWORD, cost);
  return db.transaction(async (tx) => {
    // Claims the mark first: of several processes starting together, one seeds.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: ACCOUNTS_MARK, value: JSON.stringify({ at: now.toISOString(), ids: [] }) })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return 0;
    const rows = SEEDED_ACCOUNTS.map((account) => ({
      email: account.email,
      emailKey: emailKey(account.email),
      passwordHash,
      title: account.title,
      firstName: account.firstName,
      lastName: account.lastName,
      permissions: account.state === 'staff' ? [SIGN_ON_AS_CUSTOMER] : [],
      softLockedAt: account.state === 'soft-locked' ? now : null,
      failedSignIns: account.state === 'soft-locked' ? 5 : 0,
      hardLocked: account.state === 'hard-locked',
      createdAt: now,
    }));
    const inserted = await tx
      .insert(customers)
      .values(rows)
      .onConflictDoNothing({ target: customers.emailKey })
      .returning({ id: customers.id });
    const mark: AccountsMark = { at: now.toISOString(), ids: inserted.map((row) => row.id) };
    await tx
      .update(appMeta)
      .set({ value: JSON.stringify(mark) })
      .where(eq(appMeta.key, ACCOUNTS_MARK));
    return inserted.length;
  });
}

/**
 * Outside development mode the seeded accounts, with their published password and the staff permission,
 * must not exist: a shop started in development mode before has them deleted (sessions ended, places
 * freed) and its mark removed, so development mode makes them afresh. Answers how many were deleted.
 */
export async function removeSeededAccounts(db: Database, now: Date): Promise<number> {
  const mark = await readMark(db);
  if (mark === undefined) return 0;
  // A mark written before it kept ids (a timestamp) names the accounts by their emails.
  const ids =
    mark.ids ??
    (
      await db
        .select({ id: customers.id })
        .from(customers)
        .where(
          inArray(
            customers.emailKey,
            SEEDED_ACCOUNTS.map((account) => emailKey(account.email)),
          ),
        )
    ).map((row) => row.id);
  let removed = 0;
  const ctx = { db, clock: { now: () => now } };
  for (const id of ids) if (await deleteCustomer(ctx, id)) removed += 1;
  await db.delete(appMeta).where(eq(appMeta.key, ACCOUNTS_MARK));
  return removed;
}

async function readMark(db: Database): Promise<Partial<AccountsMark> | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, ACCOUNTS_MARK));
  if (!row) return undefined;
  try {
    const parsed: unknown = JSON.parse(row.value);
    if (typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as AccountsMark).ids)) {
      return { ids: (parsed as AccountsMark).ids.filter((id) => Number.isInteger(id)) };
    }
  } catch {
    // An ISO timestamp: the mark of an earlier version.
  }
  return {};
}
