import { describe, expect, it } from 'vitest';
import {
  cookieClearings,
  decodeClaims,
  isSignedIn,
  isStaffOnBehalf,
  LOGIN_ERROR_MESSAGES,
  LOGOUT_RETRY_DELAY_MS,
  loadsCustomerData,
  loginErrorCode,
  loginFailureOf,
  registrationFailureOf,
  SESSION_TIMEOUT_MS,
  sessionFromAccessToken,
  UNAUTHENTICATED_SESSION,
} from '../../../src/domain/session.ts';
import { accessToken, sessionClaims } from '../session/tokens.ts';

describe('constants (doc 1 §3, §4, §9; doc 2 §4)', () => {
  it('are the spec’s', () => {
    expect(SESSION_TIMEOUT_MS).toBe(1_680_000);
    expect(SESSION_TIMEOUT_MS).toBe(28 * 60 * 1000);
    expect(LOGOUT_RETRY_DELAY_MS).toBe(1_000);
    expect(UNAUTHENTICATED_SESSION).toEqual({
      customerId: -1,
      principalId: null,
      permissions: [],
      customerOrderId: null,
      customerOrderState: null,
      defaultBranchId: 651,
      expiresIn: null,
    });
  });
});

describe('signed in and staff on behalf (doc 1 §4 Session)', () => {
  it.each([
    [{ customerId: -1 }, false],
    [{}, false],
    [{ customerId: undefined }, false],
    [{ customerId: null }, false],
    [{ customerId: 1001 }, true],
    [{ customerId: 0 }, true],
  ])('%o is signed in: %s', (session, expected) => {
    expect(isSignedIn(session)).toBe(expected);
  });

  it.each([
    [{ customerId: 1001, principalId: 7 }, true],
    [{ customerId: 1001, principalId: 1001 }, false],
    [{ customerId: 1001, principalId: -1 }, false],
    [{ customerId: -1, principalId: 7 }, false],
    [{ customerId: 1001, principalId: null }, false],
    [{ customerId: 1001 }, false],
    [{ principalId: 7 }, false],
  ])('%o is staff acting on behalf: %s', (session, expected) => {
    expect(isStaffOnBehalf(session)).toBe(expected);
  });
});

describe('claims (doc 1 §3: the session fields are read from the token)', () => {
  it('are decoded from the token’s base64url payload, without verifying it', () => {
    const token = accessToken(
      sessionClaims(1001, 7, {
        permissions: ['SIGN_ON_AS_CUSTOMER'],
        customerOrderId: '5001',
        customerOrderState: 'PENDING',
        defaultBranchId: 212,
        name: 'Zoë Ångström ✓',
      }),
    );
    expect(decodeClaims(token)?.name).toBe('Zoë Ångström ✓');
    expect(sessionFromAccessToken(token)).toEqual({
      customerId: 1001,
      principalId: 7,
      permissions: ['SIGN_ON_AS_CUSTOMER'],
      customerOrderId: '5001',
      customerOrderState: 'PENDING',
      defaultBranchId: 212,
      expiresIn: 900,
    });
  });

  it('keep their defaults when missing or of the wrong type', () => {
    const token = accessToken({
      customerId: 1001,
      principalId: '7',
      permissions: ['A', 3],
      defaultBranchId: null,
    });
    expect(sessionFromAccessToken(token)).toEqual({
      ...UNAUTHENTICATED_SESSION,
      customerId: 1001,
      permissions: ['A'],
    });
  });

  it.each(['unauthenticated', 'a.b', 'a.!!!.c', `x.${btoa('[1,2]')}.y`, `x.${btoa('not json')}.y`, ''])(
    '%j is read as an anonymous session',
    (token) => {
      expect(decodeClaims(token)).toBeNull();
      expect(sessionFromAccessToken(token)).toEqual(UNAUTHENTICATED_SESSION);
    },
  );
});

describe('login errors (doc 1 §6, §8 "Login ..."; docs/api/session.md POST auth)', () => {
  it.each([
    [401, 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS'],
    [429, 'THROTTLED', 'THROTTLE_LOGIN_ERROR'],
    [403, 'soft_locked', 'SOFT_LOCKED'],
    [403, 'hard_locked', 'HARD_LOCKED'],
    [403, 'CSRF_INVALID', 'UNEXPECTED'],
    [500, 'INTERNAL', 'UNEXPECTED'],
    [undefined, undefined, 'UNEXPECTED'],
  ])('%s %s is %s', (status, type, code) => {
    expect(loginErrorCode(status, type)).toBe(code);
  });

  it('keep a LoginError’s code and words, or the standard words when it has none', () => {
    const invalid = Object.assign(new Error('Your email address or password is incorrect'), {
      code: 'INVALID_CREDENTIALS',
    });
    expect(loginFailureOf(invalid)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Your email address or password is incorrect',
      cause: invalid,
    });
    const throttled = Object.assign(new Error(''), { code: 'THROTTLE_LOGIN_ERROR' });
    expect(loginFailureOf(throttled).message).toBe(LOGIN_ERROR_MESSAGES.THROTTLE_LOGIN_ERROR);
  });

  it('make anything else UNEXPECTED, keeping it to rethrow', () => {
    const boom = new TypeError('Failed to fetch');
    expect(loginFailureOf(boom)).toEqual({ code: 'UNEXPECTED', message: expect.any(String), cause: boom });
    expect(loginFailureOf({ code: 'SOMETHING_ELSE' }).code).toBe('UNEXPECTED');
  });
});

describe('registration errors', () => {
  it('keep the field messages of VALIDATION', () => {
    const error = { code: 'VALIDATION', message: 'Check', fields: { password: 'Too short', bad: 3 } };
    expect(registrationFailureOf(error)).toEqual({
      code: 'VALIDATION',
      message: 'Check',
      fields: { password: 'Too short' },
      cause: error,
    });
  });

  it('give the refusal its contract words when the error has none', () => {
    expect(registrationFailureOf({ code: 'REGISTRATION_REFUSED' }).message).toBe(
      'Sorry, we could not create an account with these details. If you already have an account, sign in or reset your password.',
    );
  });

  it('give a throttled registration words of its own', () => {
    expect(registrationFailureOf({ code: 'THROTTLED', message: '' }).message).toMatch(/too many times/);
  });

  it('make anything else UNEXPECTED', () => {
    expect(registrationFailureOf(new Error('x')).code).toBe('UNEXPECTED');
  });
});

describe('customer data loads only for signed-in shoppers, and not on some pages (doc 1 §4)', () => {
  it.each([
    [-1, '/ecom/myaccount', false],
    [1001, '/ecom/myaccount', true],
    [1001, '/ecom/', true],
    [1001, '/ecom/forgot-password', false],
    [1001, '/ecom/forgot-password/locked', false],
    [1001, '/ecom/checkout', false],
    [1001, '/ecom/checkout/payment', false],
    [1001, '/ecom/resolve-order-payment/5001', false],
    [1001, '/ecom/checkout-help', true],
  ])('customer %i on %s: %s', (customerId, path, expected) => {
    expect(loadsCustomerData({ customerId }, path)).toBe(expected);
  });
});

describe('logout clears the session and status cookies (doc 1 §4 Log out)', () => {
  it('on the paths the storefront may have set them', () => {
    expect(cookieClearings()).toEqual([
      'session=; Max-Age=0; Path=/; SameSite=Lax',
      'session=; Max-Age=0; Path=/ecom; SameSite=Lax',
      'status=; Max-Age=0; Path=/; SameSite=Lax',
      'status=; Max-Age=0; Path=/ecom; SameSite=Lax',
    ]);
  });
});
