import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { PasswordCost } from './passwords.ts';
import type { KeyStore } from './tokens.ts';

/** What the account, session and token services need: the database, the clock, keys and a logger. */
export interface ServiceContext {
  db: Database;
  clock: Clock;
  logger: Logger;
  keys: KeyStore;
  passwordCost: PasswordCost;
  /** In production the development outbox and seeded accounts do not exist and cookies are Secure. */
  production: boolean;
}
