import type { MiddlewareHandler } from 'hono';
import type { ServiceContext } from '../services/context.ts';
import { findLiveSession, type SessionRow } from '../services/sessions.ts';
import { ANONYMOUS_CUSTOMER_ID, verifyAccessToken } from '../services/tokens.ts';
import { apiError } from './errors.ts';

/** Who a request comes from: the verified claims of its access token and its live session. */
export interface AuthState {
  customerId: number;
  principalId: number;
  permissions: string[];
  sessionId: string;
  session: SessionRow;
}

export type AuthEnv = { Variables: { auth: AuthState | null } };

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/;

/**
 * Reads `Authorization: Bearer <jwt>`, verifies it (HS256 only, signature, exp by the server clock,
 * issuer, audience, typ access) and checks that its session is live and still says the same thing.
 * Anything else (no header, "unauthenticated", a bad, expired or revoked token) leaves the request
 * anonymous (`auth` null); routes that need a customer add `requireCustomer`.
 */
export async function authenticateRequest(
  ctx: ServiceContext,
  authorization: string | undefined,
): Promise<AuthState | null> {
  const token = authorization?.match(BEARER)?.[1];
  if (!token) return null;
  const claims = await verifyAccessToken(ctx.keys, ctx.clock, token);
  if (!claims) return null;
  const session = await findLiveSession(ctx, claims.sessionId);
  if (!session) return null;
  const sessionCustomer = session.customerId ?? ANONYMOUS_CUSTOMER_ID;
  const sessionPrincipal = session.principalId ?? sessionCustomer;
  if (sessionCustomer !== claims.customerId || sessionPrincipal !== claims.principalId) return null;
  return {
    customerId: claims.customerId,
    principalId: claims.principalId,
    permissions: claims.permissions,
    sessionId: session.id,
    session,
  };
}

export function authenticate(ctx: ServiceContext): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    c.set('auth', await authenticateRequest(ctx, c.req.header('authorization')));
    await next();
  };
}

export function unauthorised(c: Parameters<MiddlewareHandler>[0]) {
  c.header('WWW-Authenticate', 'Bearer');
  return apiError(c, 401, 'UNAUTHORISED', 'Please sign in to continue.');
}

/** Only for a signed-in customer (customerId not -1); else 401 UNAUTHORISED. */
export const requireCustomer: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const auth = c.get('auth');
  if (!auth || auth.customerId === ANONYMOUS_CUSTOMER_ID) return unauthorised(c);
  await next();
};

/** The signed-in customer of a request that passed `requireCustomer`. */
export function signedIn(c: { get(key: 'auth'): AuthState | null }): AuthState {
  const auth = c.get('auth');
  if (!auth) throw new Error('requireCustomer must run first');
  return auth;
}
