import { eq } from 'drizzle-orm';
import { systemClock } from '../src/server/clock.ts';
import { readConfigOrExit } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { customers } from '../src/server/db/schema.ts';
import { deleteCustomer, hardLockCustomer, liftHardLock } from '../src/server/services/account-operations.ts';
import { emailKey } from '../src/server/services/secrets.ts';

// `npm run account -- <hard-lock|lift-lock|delete> <email>`: what operations do to an account, on the
// database the server uses (DATABASE_URL, or the embedded one in DATA_DIR, which must not be open in a
// running server). Hard-locking and deleting end the account's sessions in the same transaction.
const OPERATIONS = { 'hard-lock': hardLockCustomer, 'lift-lock': liftHardLock, delete: deleteCustomer };
const [operation, email] = process.argv.slice(2);

if (!operation || !(operation in OPERATIONS) || !email) {
  process.stderr.write('usage: npm run account -- <hard-lock|lift-lock|delete> <email>\n');
  process.exit(2);
}
const config = readConfigOrExit();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  const [customer] = await database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.emailKey, emailKey(email)));
  if (!customer) {
    process.stderr.write(`No account has the email ${email}\n`);
    process.exitCode = 1;
  } else {
    const run = OPERATIONS[operation as keyof typeof OPERATIONS];
    await run({ db: database.db, clock: systemClock }, customer.id);
    process.stdout.write(`${operation}: done for customer ${customer.id}\n`);
  }
} finally {
  await database.close();
}
