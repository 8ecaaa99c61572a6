import { describe, expect, it, vi } from 'vitest';
import { createAuthRules } from '../../../src/api/auth-rules.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { ApiError, MalformedResponseError } from '../../../src/api/errors.ts';
import {
  createTokenService,
  isResetLinkExpired,
  LoginError,
  RegistrationError,
} from '../../../src/api/session.ts';
import { ANONYMOUS_TOKEN, CUSTOMER_TOKEN } from '../session/tokens.ts';
import { fakeFetch, jsonAnswer, type SentRequest } from './fake-fetch.ts';

const BASE = 'https://shop.test/api';
const TOKEN_SERVICE = `${BASE}/token-client-prod/v1`;

const tokenAnswer = (accessToken: string, init?: ResponseInit) =>
  jsonAnswer({ accessToken, tokenType: 'Bearer', expiresIn: 900 }, init);
const failure = (status: number, type: string, message = '', headers: Record<string, string> = {}) =>
  jsonAnswer({ message, type }, { status, headers });

/** Answers by endpoint: the csrf call always, the others from a queue per endpoint. */
function tokenServer(answers: Record<string, Array<Response | (() => Response)>>) {
  let csrfCount = 0;
  return fakeFetch((request) => {
    const url = new URL(request.url);
    const endpoint = url.pathname.replace('/api/token-client-prod/v1/', '');
    if (endpoint === 'csrf') return jsonAnswer({ csrf: `csrf-${++csrfCount}` });
    const queue = answers[endpoint];
    const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!answer) throw new Error(`no answer for ${endpoint}`);
    return typeof answer === 'function' ? answer() : answer.clone();
  });
}

function service(answers: Record<string, Array<Response | (() => Response)>>) {
  const { fetch, sent } = tokenServer(answers);
  // The status rules are connected, as in the app: the token service's calls must not trigger them.
  const refreshSession = vi.fn(async () => {});
  const logOut = vi.fn();
  const statusRules = createAuthRules({
    getAccessToken: () => 'jwt',
    refreshSession,
    logOut,
    showNetworkError: vi.fn(),
    report: vi.fn(),
  });
  const waitForSession = vi.fn(() => new Promise<void>(() => {}));
  const client = createApiClient({ baseUrl: BASE, fetch, statusRules, waitForSession });
  return { tokens: createTokenService(client), sent, refreshSession, logOut, waitForSession };
}

const described = (request: SentRequest | undefined) =>
  request &&
  `${request.method} ${request.url.replace(TOKEN_SERVICE, '')} csrf=${request.headers.get('x-csrf-token')}`;

describe('starting the session (doc 1 §4 Startup, §7.2)', () => {
  it('GETs csrf, then POSTs token with the csrf header, never waiting for the session it starts', async () => {
    const { tokens, sent, waitForSession } = service({ token: [tokenAnswer(ANONYMOUS_TOKEN)] });

    await expect(tokens.startSession()).resolves.toEqual({ accessToken: ANONYMOUS_TOKEN });

    expect(sent.map(described)).toEqual([
      'GET /csrf?clientType=WEB_APP csrf=null',
      'POST /token?clientType=WEB_APP csrf=csrf-1',
    ]);
    expect(waitForSession).not.toHaveBeenCalled();
  });

  it('starts an anonymous session when the cookie’s session has expired (the 401 cleared it)', async () => {
    const { tokens, sent, refreshSession } = service({
      token: [failure(401, 'SESSION_EXPIRED'), tokenAnswer(ANONYMOUS_TOKEN)],
    });
    await expect(tokens.startSession()).resolves.toEqual({ accessToken: ANONYMOUS_TOKEN });
    expect(sent.map(described)).toEqual([
      'GET /csrf?clientType=WEB_APP csrf=null',
      'POST /token?clientType=WEB_APP csrf=csrf-1',
      'POST /token?clientType=WEB_APP csrf=csrf-1',
    ]);
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('a token exchange refused with 401 rejects: that refresh failed', async () => {
    const { tokens, refreshSession } = service({ token: [failure(401, 'SESSION_EXPIRED')] });
    await expect(tokens.exchangeToken()).rejects.toMatchObject({ status: 401, type: 'SESSION_EXPIRED' });
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('an access token that is not a JWT with a customerId is a malformed answer', async () => {
    const { tokens } = service({ token: [tokenAnswer('not-a-jwt')] });
    await expect(tokens.startSession()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('a stale csrf value (403 CSRF_INVALID) is fetched afresh once', async () => {
    const { tokens, sent } = service({
      token: [failure(403, 'CSRF_INVALID'), tokenAnswer(CUSTOMER_TOKEN)],
    });
    await tokens.fetchCsrf();
    await expect(tokens.exchangeToken()).resolves.toEqual({ accessToken: CUSTOMER_TOKEN });
    expect(sent.map(described)).toEqual([
      'GET /csrf?clientType=WEB_APP csrf=null',
      'POST /token?clientType=WEB_APP csrf=csrf-1',
      'GET /csrf?clientType=WEB_APP csrf=null',
      'POST /token?clientType=WEB_APP csrf=csrf-2',
    ]);
  });

  it('but not twice', async () => {
    const { tokens, sent } = service({ token: [failure(403, 'CSRF_INVALID')] });
    await expect(tokens.exchangeToken()).rejects.toMatchObject({ status: 403 });
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(2);
  });
});

describe('signing in (doc 1 §8 "Login ...")', () => {
  it('POSTs the credentials as JSON and answers the token', async () => {
    const { tokens, sent } = service({ auth: [tokenAnswer(CUSTOMER_TOKEN)] });
    await expect(tokens.logIn({ email: 'shopper@example.com', password: 'Groceries1' })).resolves.toEqual({
      accessToken: CUSTOMER_TOKEN,
    });
    const request = sent.at(-1);
    expect(described(request)).toBe('POST /auth?clientType=WEB_APP csrf=csrf-1');
    expect(JSON.parse(request?.body ?? '')).toEqual({ email: 'shopper@example.com', password: 'Groceries1' });
  });

  it.each([
    [
      failure(401, 'INVALID_CREDENTIALS', 'Your email address or password is incorrect'),
      'INVALID_CREDENTIALS',
      'Your email address or password is incorrect',
    ],
    [
      failure(429, 'THROTTLED', 'Too many attempts', { 'retry-after': '60' }),
      'THROTTLE_LOGIN_ERROR',
      'Too many attempts',
    ],
    [failure(403, 'soft_locked'), 'SOFT_LOCKED', ''],
    [failure(403, 'hard_locked'), 'HARD_LOCKED', ''],
  ])(
    '%#: a refusal is a LoginError with code %s — never a refresh or a logout',
    async (answer, code, message) => {
      const { tokens, refreshSession, logOut, sent } = service({ auth: [answer] });
      const error = await tokens.logIn({ email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LoginError);
      expect(error).toMatchObject({ code, message });
      expect((error as LoginError).cause).toBeInstanceOf(ApiError);
      expect(refreshSession).not.toHaveBeenCalled();
      expect(logOut).not.toHaveBeenCalled();
      expect(
        sent.filter((request) => request.url.includes('/auth')),
        'not retried',
      ).toHaveLength(1);
    },
  );

  it.each([
    [500, 'INTERNAL'],
    [400, 'VALIDATION'],
  ])('any other failure (%i) is rethrown as it is', async (status, type) => {
    const { tokens } = service({ auth: [failure(status, type)] });
    const error = await tokens.logIn({ email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ status });
  });
});

describe('registering', () => {
  const details = { email: 'new@example.com', password: 'Groceries1', firstName: 'Ann', lastName: 'Smith' };

  it('POSTs to auth?signUp=true', async () => {
    const { tokens, sent } = service({ auth: [tokenAnswer(CUSTOMER_TOKEN, { status: 201 })] });
    await expect(tokens.register(details)).resolves.toEqual({ accessToken: CUSTOMER_TOKEN });
    expect(described(sent.at(-1))).toBe('POST /auth?clientType=WEB_APP&signUp=true csrf=csrf-1');
    expect(JSON.parse(sent.at(-1)?.body ?? '')).toEqual(details);
  });

  it('invalid fields are a RegistrationError with the field messages', async () => {
    const answer = jsonAnswer(
      { type: 'VALIDATION', message: 'Check your details', fields: { password: 'Too short' } },
      { status: 400 },
    );
    const error = await service({ auth: [answer] })
      .tokens.register(details)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistrationError);
    expect(error).toMatchObject({
      code: 'VALIDATION',
      message: 'Check your details',
      fields: { password: 'Too short' },
    });
  });

  it('a refused email is a RegistrationError REGISTRATION_REFUSED', async () => {
    const answer = failure(
      409,
      'REGISTRATION_REFUSED',
      'Sorry, we could not create an account with these details.',
    );
    const error = await service({ auth: [answer] })
      .tokens.register(details)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'REGISTRATION_REFUSED', fields: {} });
  });
});

describe('registering, throttled', () => {
  it('a 429 is a RegistrationError THROTTLED', async () => {
    const answer = failure(429, 'THROTTLED', '', { 'retry-after': '600' });
    const error = await service({ auth: [answer] })
      .tokens.register({ email: 'a@b.c', password: 'Groceries1', firstName: 'A', lastName: 'B' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistrationError);
    expect(error).toMatchObject({ code: 'THROTTLED' });
  });
});

describe('logging out (doc 1 §7.2: the API variant; 401 and 403 handled)', () => {
  it('POSTs logout with the csrf header', async () => {
    const { tokens, sent } = service({ logout: [new Response(null, { status: 204 })] });
    await expect(tokens.logOut()).resolves.toBeUndefined();
    expect(described(sent.at(-1))).toBe('POST /logout?clientType=WEB_APP csrf=csrf-1');
  });

  it('a 401 (no session left) is what logging out wants', async () => {
    const { tokens, refreshSession } = service({ logout: [failure(401, 'UNAUTHORISED')] });
    await expect(tokens.logOut()).resolves.toBeUndefined();
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('other failures reject, for the session to try again', async () => {
    const { tokens } = service({ logout: [failure(500, 'INTERNAL')] });
    await expect(tokens.logOut()).rejects.toMatchObject({ status: 500 });
  });

  it('the next POST fetches a new csrf value (the server cleared the cookie)', async () => {
    const { tokens, sent } = service({
      logout: [new Response(null, { status: 204 })],
      token: [tokenAnswer(ANONYMOUS_TOKEN)],
    });
    await tokens.logOut();
    await tokens.exchangeToken();
    expect(sent.map(described).slice(-2)).toEqual([
      'GET /csrf?clientType=WEB_APP csrf=null',
      'POST /token?clientType=WEB_APP csrf=csrf-2',
    ]);
  });
});

describe('passwords and staff', () => {
  it('password-reset POSTs the email and accepts the 202', async () => {
    const { tokens, sent } = service({ 'password-reset': [jsonAnswer({}, { status: 202 })] });
    await expect(tokens.requestPasswordReset('shopper@example.com')).resolves.toBeUndefined();
    expect(JSON.parse(sent.at(-1)?.body ?? '')).toEqual({ email: 'shopper@example.com' });
  });

  it('password-reset/complete POSTs the token and password; a 410 is an expired link', async () => {
    const { tokens, sent } = service({
      'password-reset/complete': [new Response(null, { status: 204 }), failure(410, 'RESET_LINK_EXPIRED')],
    });
    await expect(
      tokens.completePasswordReset({ token: 't', password: 'Groceries2' }),
    ).resolves.toBeUndefined();
    expect(described(sent.at(-1))).toBe('POST /password-reset/complete?clientType=WEB_APP csrf=csrf-1');
    const expired = await tokens
      .completePasswordReset({ token: 't', password: 'Groceries2' })
      .catch((e) => e);
    expect(isResetLinkExpired(expired)).toBe(true);
    expect(isResetLinkExpired(new Error('x'))).toBe(false);
  });

  it('return-to-admin and sign-on-as-customer answer tokens', async () => {
    const { tokens, sent } = service({
      'return-to-admin': [tokenAnswer(CUSTOMER_TOKEN)],
      'sign-on-as-customer': [tokenAnswer(ANONYMOUS_TOKEN)],
    });
    await expect(tokens.returnToAdmin()).resolves.toEqual({ accessToken: CUSTOMER_TOKEN });
    await expect(tokens.signOnAsCustomer(1001)).resolves.toEqual({ accessToken: ANONYMOUS_TOKEN });
    expect(JSON.parse(sent.at(-1)?.body ?? '')).toEqual({ customerId: 1001 });
  });
});
