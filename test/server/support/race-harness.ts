import { createApp } from '../../../src/server/app.ts';
import type { SettableClock } from '../../../src/server/clock.ts';
import type { DatabaseHandle } from '../../../src/server/db/client.ts';
import { customers } from '../../../src/server/db/schema.ts';
import { createMemoryLogger } from '../../../src/server/logger.ts';
import type { ServiceContext } from '../../../src/server/services/context.ts';
import { TEST_PASSWORD_COST } from '../../../src/server/services/passwords.ts';
import { createSession, tokenForSession } from '../../../src/server/services/sessions.ts';
import { createKeyStore } from '../../../src/server/services/tokens.ts';
import { TEST_JWT_SECRET } from './auth-harness.ts';

/**
 * What the PostgreSQL race tests share (slots-concurrency, place-order-concurrency): many customers, each
 * signed in with an access token of their own, and the app and its services on the given database.
 */
export interface RaceShoppers {
  app: ReturnType<typeof createApp>;
  services: ServiceContext;
  customerIds: number[];
  /** Each customer's access token, from a signed-in session of theirs. */
  tokens: Map<number, string>;
}

export async function raceShoppers(
  database: DatabaseHandle,
  clock: SettableClock,
  { label, count }: { label: string; count: number },
): Promise<RaceShoppers> {
  const now = clock.now();
  const rows = await database.db
    .insert(customers)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${label}-${i}@example.com`,
        emailKey: `${label}-${i}@example.com`,
        passwordHash: 'not-used',
        firstName: 'Race',
        lastName: `Shopper${i}`,
        createdAt: now,
      })),
    )
    .returning({ id: customers.id });
  const logger = createMemoryLogger();
  const app = createApp({ database, logger, apiEnv: 'prod', clock, jwtSecret: TEST_JWT_SECRET });
  const services: ServiceContext = {
    db: database.db,
    clock,
    logger,
    keys: createKeyStore(database.db, TEST_JWT_SECRET),
    passwordCost: TEST_PASSWORD_COST,
    production: false,
    development: false,
  };
  const tokens = new Map<number, string>();
  for (const { id } of rows) {
    const { session } = await createSession(services, { customerId: id, principalId: id });
    tokens.set(id, (await tokenForSession(services, session)).accessToken);
  }
  return { app, services, customerIds: rows.map((row) => row.id), tokens };
}
