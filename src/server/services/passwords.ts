import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with Node's scrypt (no native dependencies). A hash is stored as
 * `scrypt$<N>$<r>$<p>$<salt>$<key>` (base64url), so its cost travels with it and can be raised later.
 */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** About 50 ms on a server core: slow for guessing, quick enough for a sign-in. */
export const DEFAULT_PASSWORD_COST: PasswordCost = { N: 16_384, r: 8, p: 1 };
/** For tests only: hashing thousands of times a second keeps the suites fast. */
export const TEST_PASSWORD_COST: PasswordCost = { N: 1_024, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    maxmem: 256 * cost.N * cost.r + 1_048_576,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  cost: PasswordCost = DEFAULT_PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { cost: PasswordCost; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || !Number.isInteger(Math.log2(N))) return undefined;
  return {
    cost: { N, r, p },
    salt: Buffer.from(parts[4] ?? '', 'base64url'),
    key: Buffer.from(parts[5] ?? '', 'base64url'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(key, parsed.key);
}

/**
 * Hashes of a password nobody knows, one per cost: an unknown email is checked against it, so it
 * takes the same time as a wrong password for a real account.
 */
const dummyHashes = new Map<string, Promise<string>>();

export function dummyPasswordHash(cost: PasswordCost = DEFAULT_PASSWORD_COST): Promise<string> {
  const id = `${cost.N}/${cost.r}/${cost.p}`;
  let hash = dummyHashes.get(id);
  if (!hash) {
    hash = hashPassword(randomBytes(24).toString('base64url'), cost);
    dummyHashes.set(id, hash);
  }
  return hash;
}
