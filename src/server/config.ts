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
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './.data');
  const port = parsePositiveInt(env.PORT, 3000, 'PORT');
  const seedProducts = parsePositiveInt(env.SEED_PRODUCTS, 20_000, 'SEED_PRODUCTS');
  const database: DatabaseOptions = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  return {
    port,
    dataDir,
    database,
    apiEnv: env.API_ENV ?? 'prod',
    seedProducts,
    staticDir: path.resolve(env.STATIC_DIR ?? './dist/ecom'),
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
