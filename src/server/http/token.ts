import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { validateRegistration } from '../../domain/validation.ts';
import { findCustomer, registerCustomer } from '../services/accounts.ts';
import type { ServiceContext } from '../services/context.ts';
import { completePasswordReset, requestPasswordReset } from '../services/password-reset.ts';
import { emailKey } from '../services/secrets.ts';
import {
  createSession,
  findSessionByCookie,
  revokeSession,
  SESSION_LIFETIME_MS,
  type SessionRow,
  tokenForSession,
  touchSession,
} from '../services/sessions.ts';
import { signIn } from '../services/sign-in.ts';
import { endSignOn, returnToAdmin, signOnAsCustomer } from '../services/staff-sign-on.ts';
import { type AttemptKind, accountKeyFor, reserveAttempt, settleAttempt } from '../services/throttle.ts';
import { createCsrfValue, isCsrfValid } from '../services/tokens.ts';
import { mergeTrolleyAtSignIn } from '../services/trolley-merge.ts';
import { type AuthEnv, authenticate, unauthorised } from './auth-middleware.ts';
import { clientAddress } from './client-address.ts';
import { apiError } from './errors.ts';

/** Cookie names and the client type of the token service (docs/api/session.md). */
export const SESSION_COOKIE = 'session';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
export const CLIENT_TYPE = 'WEB_APP';

export const MESSAGES = {
  csrf: 'Your session could not be verified. Please refresh the page.',
  invalidCredentials: 'Your email address or password is incorrect',
  softLocked: 'Your account has been locked. Reset your password to unlock it.',
  hardLocked: 'Your account has been locked. Please contact Customer Care.',
  throttled: {
    login: 'You have tried to sign in too many times. Please wait a few minutes and try again.',
    register: 'You have tried to register too many times. Please wait a few minutes and try again.',
    reset: 'You have asked for too many password resets. Please wait a few minutes and try again.',
  },
  sessionExpired: 'Your session has expired. Please sign in again.',
  registrationRefused:
    'Sorry, we could not create an account with these details. If you already have an account, sign in or reset your password.',
  validation: 'Please check the highlighted details.',
  resetExpired: 'This link has expired. Please ask for a new one.',
  forbidden: 'You do not have permission to do this.',
} as const;

/** Longest password accepted at sign-in (registration allows 64); longer input is refused before scrypt. */
const MAX_PASSWORD_INPUT = 1024;
const MAX_EMAIL_INPUT = 320;

export interface TokenRouteOptions {
  apiEnv: string;
  /** TRUST_PROXY: how many proxies in front append to X-Forwarded-For (http/client-address.ts). */
  trustProxy: number;
}

type TokenContext = Context<AuthEnv>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readJson(c: TokenContext): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await c.req.json();
    return isRecord(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

const badRequest = (c: TokenContext, message: string) => apiError(c, 400, 'BAD_REQUEST', message);

/**
 * The token service `/api/token-client-{env}/v1/...` (doc 1 §7.2, docs/api/session.md): CSRF values,
 * the token exchange, sign-in and registration, logout, password reset and staff sign-on.
 */
export function tokenRoutes(ctx: ServiceContext, options: TokenRouteOptions) {
  const sessionCookiePath = `/api/token-client-${options.apiEnv}`;
  const secure = ctx.production;

  const setSessionCookie = (c: TokenContext, value: string) =>
    setCookie(c, SESSION_COOKIE, value, {
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      path: sessionCookiePath,
      maxAge: SESSION_LIFETIME_MS / 1000,
    });
  const clearSessionCookie = (c: TokenContext) =>
    deleteCookie(c, SESSION_COOKIE, { path: sessionCookiePath, secure, httpOnly: true, sameSite: 'Lax' });
  const clearCsrfCookie = (c: TokenContext) =>
    deleteCookie(c, CSRF_COOKIE, { path: '/api', secure, httpOnly: true, sameSite: 'Strict' });

  const sessionExpired = (c: TokenContext) => {
    clearSessionCookie(c);
    return apiError(c, 401, 'SESSION_EXPIRED', MESSAGES.sessionExpired);
  };

  /** 200 (or 201) with a TokenAnswer for the session, its cookie set. */
  const answerWithSession = async (
    c: TokenContext,
    session: SessionRow,
    cookieValue: string,
    status: 200 | 201,
  ) => {
    setSessionCookie(c, cookieValue);
    return c.json(await tokenForSession(ctx, session), status);
  };

  /** Revokes a session; for staff acting for a customer, the sign-on record is closed too. */
  const endSession = async (session: SessionRow, reason: string) => {
    if (session.principalId !== null && session.principalId !== session.customerId) {
      await endSignOn(ctx, session.id, reason);
    } else {
      await revokeSession(ctx, session.id, reason);
    }
  };

  /** The live session of the `session` cookie, if any (the anonymous one a sign-in replaces). */
  const cookieSession = (c: TokenContext) => findSessionByCookie(ctx, getCookie(c, SESSION_COOKIE));

  const app = new Hono<AuthEnv>();

  app.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (c.req.query('clientType') !== CLIENT_TYPE) {
      return badRequest(c, `clientType must be ${CLIENT_TYPE}`);
    }
    await next();
  });
  app.use(
    '*',
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => apiError(c, 413, 'TOO_LARGE', 'Request too large') }),
  );

  // Every POST needs the CSRF cookie and the same value in the header (or the form field of the form logout).
  app.use('*', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    let submitted = c.req.header(CSRF_HEADER);
    const isForm = (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
    if (submitted === undefined && isForm && c.req.path.endsWith('/logout')) {
      const form = await c.req.parseBody();
      submitted = typeof form.csrf === 'string' ? form.csrf : undefined;
    }
    if (!(await isCsrfValid(ctx.keys, getCookie(c, CSRF_COOKIE), submitted))) {
      return apiError(c, 403, 'CSRF_INVALID', MESSAGES.csrf);
    }
    await next();
  });

  app.get('/csrf', async (c) => {
    const csrf = await createCsrfValue(ctx.keys);
    setCookie(c, CSRF_COOKIE, csrf, { httpOnly: true, sameSite: 'Strict', secure, path: '/api' });
    return c.json({ csrf });
  });

  // The refresh path: the session cookie for a new access token; a first visit gets an anonymous session.
  app.post('/token', async (c) => {
    const cookie = getCookie(c, SESSION_COOKIE);
    if (cookie === undefined) {
      const created = await createSession(ctx, { customerId: null, principalId: null });
      return answerWithSession(c, created.session, created.cookieValue, 200);
    }
    const session = await findSessionByCookie(ctx, cookie);
    if (!session) return sessionExpired(c);
    if (session.customerId !== null) {
      const customer = await findCustomer(ctx, session.customerId);
      if (!customer || customer.hardLocked) {
        await revokeSession(ctx, session.id, customer ? 'hard-locked' : 'account-gone');
        return sessionExpired(c);
      }
    }
    await touchSession(ctx, session.id);
    return answerWithSession(c, session, cookie, 200);
  });

  app.post('/auth', async (c) => {
    const body = await readJson(c);
    if (!body) return badRequest(c, 'The body must be a JSON object');
    const address = clientAddress(c, options.trustProxy);
    const previous = await cookieSession(c);
    const startSession = async (customerId: number, status: 200 | 201) => {
      const created = await createSession(ctx, {
        customerId,
        principalId: customerId,
        previousSessionId: previous?.id ?? null,
      });
      if (previous) await endSession(previous, 'replaced');
      await mergeTrolleyAtSignIn(ctx, previous, created.session);
      return answerWithSession(c, created.session, created.cookieValue, status);
    };

    if (c.req.query('signUp') === 'true') {
      // Only well-formed registrations count as attempts: a shopper correcting a form is not throttled.
      const invalid = validateRegistration(body);
      if (Object.keys(invalid).length > 0) {
        return c.json({ type: 'VALIDATION', message: MESSAGES.validation, fields: invalid }, 400);
      }
      const reservation = await reserveAttempt(ctx, {
        kind: 'register',
        accountKey: accountKeyFor(emailKey(body.email as string)),
        clientAddress: address,
      });
      if (!reservation.ok) return throttled(c, 'register', reservation.retryAfterSeconds);
      const result = await registerCustomer(ctx, body);
      await settleAttempt(ctx, reservation.attemptId, result.ok ? 'success' : 'refused');
      if (result.ok) return startSession(result.customer.id, 201);
      if (result.reason === 'validation') {
        return c.json({ type: 'VALIDATION', message: MESSAGES.validation, fields: result.fields }, 400);
      }
      return apiError(c, 409, 'REGISTRATION_REFUSED', MESSAGES.registrationRefused);
    }

    const { email, password } = body;
    const fields: Record<string, string> = {};
    if (typeof email !== 'string' || email.trim() === '') fields.email = 'Please enter your email address';
    else if (email.length > MAX_EMAIL_INPUT)
      fields.email = `Must be no more than ${MAX_EMAIL_INPUT} characters`;
    if (typeof password !== 'string' || password === '') fields.password = 'Please enter your password';
    else if (password.length > MAX_PASSWORD_INPUT)
      fields.password = `Must be no more than ${MAX_PASSWORD_INPUT} characters`;
    if (Object.keys(fields).length > 0 || typeof email !== 'string' || typeof password !== 'string') {
      return c.json({ type: 'VALIDATION', message: MESSAGES.validation, fields }, 400);
    }
    const result = await signIn(ctx, { email, password, clientAddress: address });
    if (result.ok) return startSession(result.customer.id, 200);
    switch (result.reason) {
      case 'throttled':
        return throttled(c, 'login', result.retryAfterSeconds);
      case 'soft_locked':
        return apiError(c, 403, 'soft_locked', MESSAGES.softLocked);
      case 'hard_locked':
        return apiError(c, 403, 'hard_locked', MESSAGES.hardLocked);
      default:
        return apiError(c, 401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
    }
  });

  app.post('/logout', async (c) => {
    const isForm = (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
    const session = await cookieSession(c);
    if (session) await endSession(session, 'logout');
    clearSessionCookie(c);
    clearCsrfCookie(c);
    if (isForm) return c.redirect('/ecom/log-out', 303);
    if (!session) return apiError(c, 401, 'UNAUTHORISED', 'There is no session to log out of.');
    return c.body(null, 204);
  });

  app.post('/password-reset', async (c) => {
    const body = await readJson(c);
    if (!body || typeof body.email !== 'string' || body.email.length > MAX_EMAIL_INPUT) {
      return badRequest(c, 'email must be a string');
    }
    const email = body.email;
    const reservation = await reserveAttempt(ctx, {
      kind: 'reset',
      accountKey: accountKeyFor(emailKey(email)),
      clientAddress: clientAddress(c, options.trustProxy),
    });
    if (!reservation.ok) return throttled(c, 'reset', reservation.retryAfterSeconds);
    await requestPasswordReset(ctx, email);
    await settleAttempt(ctx, reservation.attemptId, 'done');
    return c.json({}, 202);
  });

  app.post('/password-reset/complete', async (c) => {
    const body = await readJson(c);
    if (!body || typeof body.token !== 'string' || typeof body.password !== 'string') {
      return badRequest(c, 'token and password must be strings');
    }
    if (body.token.length > 200 || body.password.length > MAX_PASSWORD_INPUT) {
      return badRequest(c, 'token or password too long');
    }
    const result = await completePasswordReset(ctx, { token: body.token, password: body.password });
    if (result.ok) return c.body(null, 204);
    if (result.reason === 'validation') {
      return c.json({ type: 'VALIDATION', message: MESSAGES.validation, fields: result.fields }, 400);
    }
    return apiError(c, 410, 'RESET_LINK_EXPIRED', MESSAGES.resetExpired);
  });

  app.post('/sign-on-as-customer', authenticate(ctx), async (c) => {
    const auth = c.get('auth');
    if (!auth || auth.customerId < 0) return unauthorised(c);
    const body = await readJson(c);
    const customerId = body?.customerId;
    if (typeof customerId !== 'number' || !Number.isSafeInteger(customerId) || customerId <= 0) {
      return badRequest(c, 'customerId must be a positive whole number');
    }
    const result = await signOnAsCustomer(ctx, auth, customerId);
    if (result.ok) return answerWithSession(c, result.session, result.cookieValue, 200);
    if (result.reason === 'not_found') return apiError(c, 404, 'NOT_FOUND', `No customer ${customerId}`);
    return apiError(c, 403, 'FORBIDDEN', MESSAGES.forbidden);
  });

  app.post('/return-to-admin', authenticate(ctx), async (c) => {
    const auth = c.get('auth');
    if (!auth || auth.customerId < 0) return unauthorised(c);
    const result = await returnToAdmin(ctx, auth.session);
    if (result.ok) return answerWithSession(c, result.session, result.cookieValue, 200);
    if (result.reason === 'expired') return sessionExpired(c);
    return apiError(c, 403, 'FORBIDDEN', MESSAGES.forbidden);
  });

  return app;
}

function throttled(c: Context, kind: AttemptKind, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds));
  return apiError(c, 429, 'THROTTLED', MESSAGES.throttled[kind]);
}
