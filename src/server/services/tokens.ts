import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { TokenAnswer } from '../../contract/session.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';
import { randomSecret, safeEqual } from './secrets.ts';

/** Claims of every access token (docs/api/session.md, "Tokens and cookies"). */
export const TOKEN_ISSUER = 'grocery-api';
export const TOKEN_AUDIENCE = 'web-app';
export const ACCESS_TOKEN_TYPE = 'access';
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
/** The only algorithm signed or accepted: `alg: none` and every other algorithm are refused. */
const ALGORITHMS = ['HS256'];

/** The default branch of a session (doc 1 §3, §9). */
export const DEFAULT_BRANCH_ID = 651;
/** customerId (and principalId) of an anonymous session (doc 1 §3). */
export const ANONYMOUS_CUSTOMER_ID = -1;

/** The session fields of doc 1 §3 that the storefront reads from the token. */
export interface SessionClaims {
  customerId: number;
  principalId: number;
  permissions: string[];
  /** The shopper's current customer order (PENDING or AMENDING); null for an anonymous session without one yet. */
  customerOrderId: string | null;
  customerOrderState: string | null;
  defaultBranchId: number;
  expiresIn: number;
}

export interface VerifiedAccessToken extends SessionClaims {
  sessionId: string;
}

export interface Keys {
  jwt: Uint8Array;
  csrf: Buffer;
}

export interface KeyStore {
  get(): Promise<Keys>;
}

const JWT_SECRET_KEY = 'auth.jwtSecret';

/**
 * The signing secret: JWT_SECRET when set, else one kept in app_meta, made by whichever process asks
 * first (every process of a deployment then signs and verifies with the same secret).
 */
export function createKeyStore(db: Database, configuredSecret?: string): KeyStore {
  let loading: Promise<Keys> | undefined;
  const load = async (): Promise<Keys> => {
    let secret = configuredSecret;
    if (!secret) {
      await db
        .insert(appMeta)
        .values({ key: JWT_SECRET_KEY, value: randomSecret(48) })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: appMeta.value })
        .from(appMeta)
        .where(eq(appMeta.key, JWT_SECRET_KEY));
      if (!row) throw new Error('The signing secret could not be stored');
      secret = row.value;
    }
    return {
      jwt: new TextEncoder().encode(secret),
      // A separate key for CSRF values, derived so one secret serves both.
      csrf: createHmac('sha256', secret).update('csrf-v1').digest(),
    };
  };
  return {
    get: () => {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

export async function issueAccessToken(
  keys: KeyStore,
  clock: Clock,
  sessionId: string,
  claims: Omit<SessionClaims, 'expiresIn'>,
): Promise<TokenAnswer> {
  const nowSeconds = Math.floor(clock.now().getTime() / 1000);
  const payload: SessionClaims & { typ: string; sid: string } = {
    ...claims,
    expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS,
    typ: ACCESS_TOKEN_TYPE,
    sid: sessionId,
  };
  const accessToken = await new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(String(claims.customerId))
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_LIFETIME_SECONDS)
    .sign((await keys.get()).jwt);
  return { accessToken, tokenType: 'Bearer', expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS };
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/**
 * Verifies an access token: HS256 only, signature, `exp` against the server clock, issuer, audience and
 * `typ: access`, and the shape of the session claims. Answers undefined for anything else; whether the
 * session is still live is the caller's check (it needs the database).
 */
export async function verifyAccessToken(
  keys: KeyStore,
  clock: Clock,
  token: string,
): Promise<VerifiedAccessToken | undefined> {
  if (token.length > 4096 || token.split('.').length !== 3) return undefined;
  try {
    const { payload } = await jwtVerify(token, (await keys.get()).jwt, {
      algorithms: ALGORITHMS,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: clock.now(),
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const { typ, sid, customerId, principalId, permissions } = payload;
    if (typ !== ACCESS_TOKEN_TYPE || typeof sid !== 'string' || sid === '') return undefined;
    if (!isInteger(customerId) || !isInteger(principalId) || payload.sub !== String(customerId))
      return undefined;
    if (!Array.isArray(permissions) || !permissions.every((p) => typeof p === 'string')) return undefined;
    const customerOrderId = payload.customerOrderId ?? null;
    const customerOrderState = payload.customerOrderState ?? null;
    if (!isNullableString(customerOrderId) || !isNullableString(customerOrderState)) return undefined;
    return {
      sessionId: sid,
      customerId,
      principalId,
      permissions: permissions as string[],
      customerOrderId,
      customerOrderState,
      defaultBranchId: isInteger(payload.defaultBranchId) ? payload.defaultBranchId : DEFAULT_BRANCH_ID,
      expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS,
    };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}

/**
 * CSRF values for the double-submit check: `<random>.<HMAC of random>`, so only values this server made
 * are accepted, and the request must carry the same value in the cookie and in the header or form.
 */
export async function createCsrfValue(keys: KeyStore): Promise<string> {
  const nonce = randomBytes(24).toString('base64url');
  return `${nonce}.${createHmac('sha256', (await keys.get()).csrf)
    .update(nonce)
    .digest('base64url')}`;
}

export async function isCsrfValid(
  keys: KeyStore,
  cookieValue: string | undefined,
  submitted: string | undefined,
): Promise<boolean> {
  if (!cookieValue || !submitted || cookieValue.length > 200) return false;
  if (!safeEqual(cookieValue, submitted)) return false;
  const [nonce, mac, extra] = cookieValue.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  const expected = createHmac('sha256', (await keys.get()).csrf)
    .update(nonce)
    .digest('base64url');
  return safeEqual(mac, expected);
}
