/**
 * The session's rules (doc 1 §3 Session, §4 Session, Log out, §6; doc 2 §4 Session timer). Pure: shared by
 * the session machine, the call layer and the pages. The access token's claims are read, never verified:
 * the server verifies every token it is sent.
 */

import { type SessionFields, UNAUTHENTICATED_SESSION } from './session-fields.ts';

export {
  ANONYMOUS_CUSTOMER_ID,
  DEFAULT_BRANCH_ID,
  isSignedIn,
  isStaffOnBehalf,
  loadsCustomerData,
  type SessionFields,
  SIGN_IN_QUERY_CODES,
  UNAUTHENTICATED_SESSION,
} from './session-fields.ts';

/** The token service's client type (doc 1 §7.2, §9). */
export const CLIENT_TYPE = 'WEB_APP';

/** The session-security-token expiry timer: after it, the timeout modal (doc 1 §4, doc 2 §4). */
export const SESSION_TIMEOUT_MS = 1_680_000;
/** Logging out is tried once more after this pause (doc 1 §4 Log out). */
export const LOGOUT_RETRY_DELAY_MS = 1_000;
/** Cookies cleared on logout (doc 1 §4 Log out). */
export const COOKIES_CLEARED_ON_LOGOUT = ['session', 'status'] as const;

/** What every call of the token service that gives the shopper a token answers, as the session keeps it. */
export interface TokenGrant {
  accessToken: string;
}

/** What the shopper types to sign in. */
export interface Credentials {
  email: string;
  password: string;
}

/** What the shopper gives to register (`RegistrationRequest`, doc 1 §3, §5). */
export interface RegistrationDetails {
  email: string;
  password: string;
  /** One of doc 1 §3's titles, or none. */
  title?: string;
  firstName: string;
  lastName: string;
}

/** The JSON payload of a JWT (its middle part, base64url), or null when the token has none. */
export function decodeClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const numberOr = <T>(value: unknown, fallback: T) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const stringOr = <T>(value: unknown, fallback: T) => (typeof value === 'string' ? value : fallback);

/**
 * The session a token carries (doc 1 §4 "a token update decodes the claims"). A claim that is missing or
 * of the wrong type keeps its unauthenticated default, so a token that cannot be read is an anonymous one.
 */
export function sessionFromAccessToken(token: string): SessionFields {
  const claims = decodeClaims(token);
  if (!claims) return UNAUTHENTICATED_SESSION;
  const defaults = UNAUTHENTICATED_SESSION;
  const customerId = numberOr(claims.customerId, defaults.customerId);
  return {
    customerId,
    principalId: numberOr(claims.principalId, defaults.principalId),
    permissions: Array.isArray(claims.permissions)
      ? claims.permissions.filter((permission): permission is string => typeof permission === 'string')
      : defaults.permissions,
    customerOrderId: stringOr(claims.customerOrderId, defaults.customerOrderId),
    customerOrderState: stringOr(claims.customerOrderState, defaults.customerOrderState),
    defaultBranchId: numberOr(claims.defaultBranchId, defaults.defaultBranchId),
    expiresIn: numberOr(claims.expiresIn, defaults.expiresIn),
  };
}

/**
 * Why a sign-in failed (doc 1 §6, §8 "Login ..."; the token service's answers in docs/api/session.md).
 * UNEXPECTED is any other failure: the sign-in page rethrows it to the error boundary.
 */
export type LoginErrorCode =
  | 'INVALID_CREDENTIALS'
  | 'THROTTLE_LOGIN_ERROR'
  | 'SOFT_LOCKED'
  | 'HARD_LOCKED'
  | 'UNEXPECTED';

export const LOGIN_ERROR_CODES: readonly LoginErrorCode[] = [
  'INVALID_CREDENTIALS',
  'THROTTLE_LOGIN_ERROR',
  'SOFT_LOCKED',
  'HARD_LOCKED',
  'UNEXPECTED',
];

export interface LoginFailure {
  code: LoginErrorCode;
  /** What the sign-in page shows. */
  message: string;
  /** The failure itself, for UNEXPECTED: what the page rethrows. */
  cause?: unknown;
}

/**
 * The words for each failure. The server's words for bad credentials are the contract's; the spec gives none
 * for the others, so these are ours.
 */
export const LOGIN_ERROR_MESSAGES: Readonly<Record<LoginErrorCode, string>> = {
  INVALID_CREDENTIALS: 'Your email address or password is incorrect',
  THROTTLE_LOGIN_ERROR: 'You have tried to sign in too many times. Please wait a few minutes and try again.',
  SOFT_LOCKED: 'Your account has been locked. Reset your password to unlock it.',
  HARD_LOCKED: 'Your account has been locked. Please contact Customer Care.',
  UNEXPECTED: 'Sorry, something has gone wrong. Please try again.',
};

/** Which failure an answer of `POST auth` is: by status, and the error type in its body. */
export function loginErrorCode(status: number | undefined, type: unknown): LoginErrorCode {
  if (status === 401) return 'INVALID_CREDENTIALS';
  if (status === 429) return 'THROTTLE_LOGIN_ERROR';
  if (status === 403 && type === 'soft_locked') return 'SOFT_LOCKED';
  if (status === 403 && type === 'hard_locked') return 'HARD_LOCKED';
  return 'UNEXPECTED';
}

function isLoginErrorCode(value: unknown): value is LoginErrorCode {
  return LOGIN_ERROR_CODES.includes(value as LoginErrorCode);
}

/** Any rejection of a sign-in as a LoginFailure; what is not one already is UNEXPECTED. */
export function loginFailureOf(error: unknown): LoginFailure {
  if (typeof error === 'object' && error !== null && 'code' in error && isLoginErrorCode(error.code)) {
    const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
    return { code: error.code, message: message || LOGIN_ERROR_MESSAGES[error.code], cause: error };
  }
  return { code: 'UNEXPECTED', message: LOGIN_ERROR_MESSAGES.UNEXPECTED, cause: error };
}

/** Why a registration failed (`POST auth?signUp=true`, docs/api/session.md). */
export type RegistrationErrorCode = 'VALIDATION' | 'REGISTRATION_REFUSED' | 'THROTTLED' | 'UNEXPECTED';

export interface RegistrationFailure {
  code: RegistrationErrorCode;
  message: string;
  /** Field-level messages (doc 1 §5), by field name, for VALIDATION. */
  fields: Readonly<Record<string, string>>;
  cause?: unknown;
}

export const REGISTRATION_THROTTLED_MESSAGE =
  'You have tried to register too many times. Please wait a few minutes and try again.';

export const REGISTRATION_REFUSED_MESSAGE =
  'Sorry, we could not create an account with these details. If you already have an account, sign in or reset your password.';

/** Any rejection of a registration as a RegistrationFailure; what is not one already is UNEXPECTED. */
export function registrationFailureOf(error: unknown): RegistrationFailure {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    if (code === 'VALIDATION' || code === 'REGISTRATION_REFUSED' || code === 'THROTTLED') {
      const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
      const fields =
        'fields' in error && typeof error.fields === 'object' && error.fields !== null
          ? Object.fromEntries(
              Object.entries(error.fields).filter((entry): entry is [string, string] => {
                return typeof entry[1] === 'string';
              }),
            )
          : {};
      const fallback =
        code === 'REGISTRATION_REFUSED'
          ? REGISTRATION_REFUSED_MESSAGE
          : code === 'THROTTLED'
            ? REGISTRATION_THROTTLED_MESSAGE
            : '';
      return { code, message: message || fallback, fields, cause: error };
    }
  }
  return { code: 'UNEXPECTED', message: LOGIN_ERROR_MESSAGES.UNEXPECTED, fields: {}, cause: error };
}

/** Pages on which customer data and order stats are not loaded (doc 1 §4 Session). */

/** What to assign to `document.cookie` to clear each cookie of logout (doc 1 §4 Log out). */
export function cookieClearings(paths: readonly string[] = ['/', '/ecom']): string[] {
  return COOKIES_CLEARED_ON_LOGOUT.flatMap((name) =>
    paths.map((path) => `${name}=; Max-Age=0; Path=${path}; SameSite=Lax`),
  );
}

/** Where the session sends the shopper (paths under /ecom). */
export const SESSION_PAGES = {
  locked: '/forgot-password/locked',
  loggedOut: '/log-out',
  logOutError: '/log-out/error',
} as const;
