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
  /** NODE_ENV=production: cookies are Secure. */
  production: boolean;
  /**
   * SHOP_MODE=development (loopback only): the development outbox keeps what the shop would email, and
   * the testing routes and graph suggestions exist. Off, nothing of that is reachable.
   */
  development: boolean;
}
