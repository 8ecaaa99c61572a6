import path from 'node:path';
import type { DatabaseOptions } from './db/client.ts';

/** Everything the server reads from its environment, in one place (README, Configuration). */
export interface ServerConfig {
  port: number;
  dataDir: string;
  database: DatabaseOptions;
  /** The `{env}` part of `/api/{service}-{env}/v{version}/...` (doc 1 §7.1). */
  apiEnv: string;
  /** Number of products the seed generates on an empty database. */
  seedProducts: number;
  /** Where the built storefront lives. */
  staticDir: string;
  /** NODE_ENV is `production`: no development outbox, no seeded accounts, Secure cookies. */
  production: boolean;
  /** JWT_SECRET (at least 32 characters); unset: a secret kept in the database. */
  jwtSecret?: string;
  /** TRUST_PROXY=1: behind a trusted proxy, the client address is the first X-Forwarded-For entry. */
  trustProxy: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './.data');
  const port = parsePositiveInt(env.PORT, 3000, 'PORT');
  const seedProducts = parsePositiveInt(env.SEED_PRODUCTS, 20_000, 'SEED_PRODUCTS');
  const database: DatabaseOptions = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters');
  }
  return {
    port,
    dataDir,
    database,
    apiEnv: env.API_ENV ?? 'prod',
    seedProducts,
    staticDir: path.resolve(env.STATIC_DIR ?? './dist/ecom'),
    production: env.NODE_ENV === 'production',
    jwtSecret,
    trustProxy: env.TRUST_PROXY === '1',
  };
}

function parsePositiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  }
  return value;
}
