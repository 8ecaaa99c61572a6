import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appMeta, customers } from '../db/schema.ts';
import { SIGN_ON_AS_CUSTOMER } from '../services/accounts.ts';
import { hashPassword, type PasswordCost } from '../services/passwords.ts';
import { emailKey } from '../services/secrets.ts';

/** The accounts every development and test shop has (docs/api/session.md, "Seeded accounts"); never in production. */
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

/**
 * Adds the seeded accounts once (marked in app_meta), to a new database or to one seeded before
 * accounts existed. Every account shares one hash of the published password.
 */
export async function seedAccounts(db: Database, now: Date, cost?: PasswordCost): Promise<number> {
  const marked = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(sql`${appMeta.key} = ${ACCOUNTS_MARK}`);
  if (marked.length > 0) return 0;
  const passwordHash = await hashPassword(SEEDED_PASSWORD, cost);
  return db.transaction(async (tx) => {
    // Claims the mark first: of several processes starting together, one seeds.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: ACCOUNTS_MARK, value: now.toISOString() })
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
    return inserted.length;
  });
}
