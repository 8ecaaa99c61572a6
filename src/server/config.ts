import { isIP } from 'node:net';
import path from 'node:path';
import type { DatabaseOptions } from './db/client.ts';

/** Everything the server reads from its environment, in one place (README, Configuration). */
export interface ServerConfig {
  port: number;
  /** HOST: the address to listen on; 127.0.0.1 unless set, so a plain start is not on the network. */
  host: string;
  dataDir: string;
  database: DatabaseOptions;
  /** The `{env}` part of `/api/{service}-{env}/v{version}/...` (doc 1 §7.1). */
  apiEnv: string;
  /** Number of products the seed generates on an empty database. */
  seedProducts: number;
  /** Where the built storefront lives. */
  staticDir: string;
  /**
   * SHOP_MODE=development: the development outbox, the seeded test and staff accounts and the testing
   * routes exist. Only ever on a loopback address (readConfig refuses anything else).
   */
  development: boolean;
  /** NODE_ENV is `production`: Secure cookies, no graph introspection. */
  production: boolean;
  /** JWT_SECRET (at least 32 characters); unset: a secret kept in the database. */
  jwtSecret?: string;
  /**
   * TRUST_PROXY=N: the number of proxies in front of the server that append to X-Forwarded-For; the
   * client address is the N-th entry from the right (0: none, the socket's peer).
   */
  trustProxy: number;
}

/** A setting the server cannot start with; its message is the one line the operator reads. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const DEFAULT_HOST = '127.0.0.1';
const SHOP_MODES = ['development', 'standard'] as const;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './.data');
  const port = parsePositiveInt(env.PORT, 3000, 'PORT');
  const seedProducts = parsePositiveInt(env.SEED_PRODUCTS, 20_000, 'SEED_PRODUCTS');
  const trustProxy = parsePositiveInt(env.TRUST_PROXY, 0, 'TRUST_PROXY');
  const database: DatabaseOptions = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  }
  const host = env.HOST || DEFAULT_HOST;
  const mode = env.SHOP_MODE || 'standard';
  if (!(SHOP_MODES as readonly string[]).includes(mode)) {
    throw new ConfigError(`SHOP_MODE must be "development" or unset, got "${mode}"`);
  }
  const development = mode === 'development';
  const production = env.NODE_ENV === 'production';
  if (development && production) {
    throw new ConfigError('SHOP_MODE=development cannot be used with NODE_ENV=production');
  }
  if (development && !isLoopback(host)) {
    throw new ConfigError(
      `Refusing to start: SHOP_MODE=development serves the outbox, test accounts and testing routes, so it listens on loopback only (HOST=${host} is not)`,
    );
  }
  return {
    port,
    host,
    dataDir,
    database,
    apiEnv: env.API_ENV ?? 'prod',
    seedProducts,
    staticDir: path.resolve(env.STATIC_DIR ?? './dist/ecom'),
    development,
    production,
    jwtSecret,
    trustProxy,
  };
}

/** readConfig for a process entry point: a setting it cannot start with ends it with one line saying why. */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** 127.0.0.0/8, ::1 (also as ::ffff:127.x) and localhost: addresses no other machine can reach. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || /^::ffff:127\./.test(bare);
  return false;
}

function parsePositiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  }
  return value;
}
