import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema.ts';
import {
  Browser,
  claimsOf,
  createHarness,
  type Harness,
  Q,
  TEST_JWT_SECRET,
  TOKEN,
} from './support/auth-harness.ts';

// Token service (docs/api/session.md; doc 1 §3 Session, §7.2): CSRF, the token exchange and its
// session cookie, the claims, what makes an access token unusable, and logout.

let h: Harness;
const ACCOUNT = '/api/customer-prod/v1/accounts/self';
const secret = new TextEncoder().encode(TEST_JWT_SECRET);

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const bodyOf = async (response: Response) => (await response.json()) as Record<string, unknown>;

describe('GET csrf', () => {
  it('answers a value and sets the same value as an httpOnly, SameSite=Strict cookie on /api', async () => {
    const browser = new Browser(h.app);
    const response = await browser.request(`${TOKEN}/csrf${Q}`);
    expect(response.status).toBe(200);
    const { csrf } = (await response.json()) as { csrf: string };
    expect(csrf).toMatch(/^[\w-]+\.[\w-]+$/);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('csrf_token='));
    expect(cookie).toContain(`csrf_token=${csrf}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api(;|$)/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses another clientType', async () => {
    const response = await new Browser(h.app).request(`${TOKEN}/csrf?clientType=IOS`);
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).type).toBe('BAD_REQUEST');
  });
});

describe('POST token', () => {
  it('gives a first visit an anonymous session: customerId -1, a cookie on the token path', async () => {
    const browser = new Browser(h.app);
    const response = await browser.exchange();
    expect(response.status).toBe(200);
    const answer = await bodyOf(response);
    expect(answer).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
    const claims = claimsOf(answer.accessToken as string);
    expect(claims).toMatchObject({
      iss: 'grocery-api',
      aud: 'web-app',
      typ: 'access',
      sub: '-1',
      customerId: -1,
      principalId: -1,
      permissions: [],
      customerOrderId: null,
      customerOrderState: null,
      defaultBranchId: 651,
      expiresIn: 900,
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);
    expect(claims.iat).toBe(Math.floor(h.clock.now().getTime() / 1000));
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/token-client-prod(;|$)/);
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it('exchanges the same session cookie for a new token of the same session', async () => {
    const browser = new Browser(h.app);
    const first = claimsOf((await bodyOf(await browser.exchange())).accessToken as string);
    h.clock.advance(60_000);
    const second = claimsOf((await bodyOf(await browser.exchange())).accessToken as string);
    expect(second.sid).toBe(first.sid);
    expect(second.iat).toBe((first.iat as number) + 60);
  });

  it('keeps only a hash of the cookie secret', async () => {
    const browser = new Browser(h.app);
    await browser.exchange();
    const [id, cookieSecret] = (browser.cookies.get('session') ?? '').split('.');
    const [row] = await h.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, id ?? ''));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.secretHash).not.toContain(cookieSecret);
  });

  it.each([
    ['without the csrf header', false],
    ['with a wrong csrf value', 'x.y'],
    ['with an empty csrf value', ''],
  ])('answers 403 CSRF_INVALID %s', async (_, csrf) => {
    const browser = new Browser(h.app);
    await browser.csrf();
    const response = await browser.request(`${TOKEN}/token${Q}`, { method: 'POST', csrf });
    expect(response.status).toBe(403);
    expect(await bodyOf(response)).toEqual({
      type: 'CSRF_INVALID',
      message: 'Your session could not be verified. Please refresh the page.',
    });
  });

  it('answers 403 when the header is right but there is no csrf cookie', async () => {
    const browser = new Browser(h.app);
    const csrf = await browser.csrf();
    browser.cookies.delete('csrf_token');
    const response = await browser.request(`${TOKEN}/token${Q}`, { method: 'POST', csrf });
    expect(response.status).toBe(403);
  });

  it('answers 403 for a self-made value sent as both cookie and header (not made by the server)', async () => {
    const browser = new Browser(h.app);
    browser.cookies.set('csrf_token', 'forged.value');
    const response = await browser.request(`${TOKEN}/token${Q}`, { method: 'POST', csrf: 'forged.value' });
    expect(response.status).toBe(403);
  });

  it.each([
    ['an unknown session', () => `${randomUUID()}.secret`],
    ['a malformed cookie', () => 'garbage'],
  ])('answers 401 SESSION_EXPIRED for %s and clears the cookie', async (_, cookie) => {
    const browser = new Browser(h.app);
    await browser.csrf();
    browser.cookies.set('session', cookie());
    const response = await browser.request(`${TOKEN}/token${Q}`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect((await bodyOf(response)).type).toBe('SESSION_EXPIRED');
    expect(browser.cookies.has('session')).toBe(false);
  });

  it('answers 401 SESSION_EXPIRED for a right session id with a wrong secret', async () => {
    const browser = new Browser(h.app);
    await browser.exchange();
    const [id] = (browser.cookies.get('session') ?? '').split('.');
    browser.cookies.set('session', `${id}.not-the-secret`);
    expect((await browser.request(`${TOKEN}/token${Q}`, { method: 'POST' })).status).toBe(401);
  });

  it('lets a session lapse after 30 days without use, and keeps it alive while used', async () => {
    const used = new Browser(h.app);
    const idle = new Browser(h.app);
    await used.exchange();
    await idle.exchange();
    for (let day = 0; day < 4; day++) {
      h.clock.advance(10 * 24 * 60 * 60 * 1000);
      expect((await used.exchange()).status).toBe(200);
    }
    expect((await idle.exchange()).status).toBe(401);
  });
});

describe('access tokens', () => {
  let browser: Browser;
  let good: string;
  let claims: Record<string, unknown>;

  beforeAll(async () => {
    browser = new Browser(h.app);
    expect((await browser.signIn('shopper@example.com', 'Groceries1')).status).toBe(200);
    good = browser.accessToken ?? '';
    claims = claimsOf(good);
  });

  const forge = (overrides: Record<string, unknown> = {}, key: Uint8Array = secret, header = {}) => {
    const now = Math.floor(h.clock.now().getTime() / 1000);
    const { iat, exp, ...rest } = { ...claims, iat: now, exp: now + 900, ...overrides };
    return new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256', ...header })
      .setIssuedAt(iat as number)
      .setExpirationTime(exp as number)
      .sign(key);
  };

  const accountWith = (token: string) => browser.request(ACCOUNT, { bearer: token });

  it('a token the server made, re-signed by the test, works (the forging is faithful)', async () => {
    expect((await accountWith(good)).status).toBe(200);
    expect((await accountWith(await forge())).status).toBe(200);
  });

  it.each<[string, () => Promise<string> | string]>([
    ['no token at all', () => ''],
    ['the anonymous placeholder', () => 'unauthenticated'],
    ['a malformed token', () => 'not.a.jwt'],
    [
      'a bad signature',
      () => forge({}, new TextEncoder().encode('another-secret-another-secret-another-secret')),
    ],
    [
      'a tampered payload',
      () =>
        good.replace(
          /^([^.]+)\.([^.]+)/,
          (_, head) =>
            `${head}.${Buffer.from(JSON.stringify({ ...claims, customerId: 1 })).toString('base64url')}`,
        ),
    ],
    ['alg none', () => new UnsecuredJWT({ ...claims }).setIssuedAt().setExpirationTime('15m').encode()],
    [
      'HS512',
      async () =>
        new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS512' }).sign(new Uint8Array(64).fill(7)),
    ],
    [
      'an expired token',
      () =>
        forge({
          iat: Math.floor(h.clock.now().getTime() / 1000) - 1000,
          exp: Math.floor(h.clock.now().getTime() / 1000) - 1,
        }),
    ],
    ['a wrong audience', () => forge({ aud: 'mobile-app' })],
    ['a wrong issuer', () => forge({ iss: 'someone-else' })],
    ['a refresh token used as an access token', () => forge({ typ: 'refresh' })],
    ['no typ', () => forge({ typ: undefined })],
    ['the session cookie used as a bearer token', () => browser.cookies.get('session') ?? ''],
    ['claims that disagree with the session', () => forge({ customerId: 100002, sub: '100002' })],
    ['a session id that does not exist', () => forge({ sid: randomUUID() })],
  ])('%s: 401 UNAUTHORISED', async (_, make) => {
    const token = await make();
    const response = token ? await accountWith(token) : await browser.request(ACCOUNT);
    expect(response.status).toBe(401);
    expect(await bodyOf(response)).toMatchObject({ type: 'UNAUTHORISED' });
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('expires after 15 minutes by the server clock', async () => {
    const fresh = new Browser(h.app);
    await fresh.signIn('shopper@example.com', 'Groceries1');
    const token = fresh.accessToken ?? '';
    h.clock.advance(15 * 60 * 1000 - 1000);
    expect((await fresh.request(ACCOUNT, { bearer: token })).status).toBe(200);
    h.clock.advance(1000);
    expect((await fresh.request(ACCOUNT, { bearer: token })).status).toBe(401);
    // The refresh path gives a new one.
    await fresh.exchange();
    expect((await fresh.request(ACCOUNT, { bearer: fresh.accessToken ?? '' })).status).toBe(200);
  });
});

describe('POST logout', () => {
  it('API variant: 204, session revoked, cookies cleared; the access token and the cookie stop working', async () => {
    const browser = new Browser(h.app);
    await browser.signIn('shopper@example.com', 'Groceries1');
    const token = browser.accessToken ?? '';
    const sessionCookie = browser.cookies.get('session') ?? '';
    expect((await browser.request(ACCOUNT, { bearer: token })).status).toBe(200);

    const response = await browser.request(`${TOKEN}/logout${Q}`, { method: 'POST' });
    expect(response.status).toBe(204);
    expect(browser.cookies.has('session')).toBe(false);
    expect(browser.cookies.has('csrf_token')).toBe(false);

    expect((await browser.request(ACCOUNT, { bearer: token })).status).toBe(401);
    await browser.csrf();
    browser.cookies.set('session', sessionCookie);
    const refresh = await browser.request(`${TOKEN}/token${Q}`, { method: 'POST' });
    expect(refresh.status).toBe(401);
    expect((await bodyOf(refresh)).type).toBe('SESSION_EXPIRED');
  });

  it('form variant: csrf form field, 303 to /ecom/log-out, session revoked', async () => {
    const browser = new Browser(h.app);
    await browser.signIn('shopper@example.com', 'Groceries1');
    const token = browser.accessToken ?? '';
    const csrf = browser.cookies.get('csrf_token') ?? '';
    const response = await browser.request(`${TOKEN}/logout${Q}`, { form: { csrf }, csrf: false });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ecom/log-out');
    expect(browser.cookies.has('session')).toBe(false);
    expect((await browser.request(ACCOUNT, { bearer: token })).status).toBe(401);
  });

  it.each([
    ['API variant without csrf', { method: 'POST', csrf: false }],
    ['API variant with a wrong csrf', { method: 'POST', csrf: 'wrong.value' }],
    ['form variant without the csrf field', { form: { other: '1' }, csrf: false }],
    ['form variant with a wrong csrf field', { form: { csrf: 'wrong.value' }, csrf: false }],
  ] as const)('%s: 403 and the session still works', async (_, options) => {
    const browser = new Browser(h.app);
    await browser.signIn('shopper@example.com', 'Groceries1');
    const response = await browser.request(`${TOKEN}/logout${Q}`, options);
    expect(response.status).toBe(403);
    expect((await bodyOf(response)).type).toBe('CSRF_INVALID');
    expect((await browser.request(ACCOUNT, { bearer: browser.accessToken ?? '' })).status).toBe(200);
  });

  it('API variant without a session: 401', async () => {
    const browser = new Browser(h.app);
    await browser.csrf();
    const response = await browser.request(`${TOKEN}/logout${Q}`, { method: 'POST' });
    expect(response.status).toBe(401);
  });
});

describe('logs', () => {
  it('never carry passwords, tokens, cookies, csrf values or email addresses', async () => {
    const browser = new Browser(h.app);
    await browser.exchange();
    await browser.signIn('shopper@example.com', 'Groceries1');
    await browser.signIn('shopper@example.com', 'Wrong-password1');
    await browser.request(ACCOUNT, { bearer: browser.accessToken ?? '' });
    await browser.request(`${TOKEN}/logout${Q}`, { method: 'POST' });
    const logged = JSON.stringify(h.logger.lines);
    expect(logged).toContain('/api/token-client-prod/v1/auth');
    for (const secretValue of [
      'Groceries1',
      'Wrong-password1',
      'shopper@example.com',
      browser.accessToken ?? 'x',
      (browser.accessToken ?? 'x').split('.')[2] ?? 'x',
      TEST_JWT_SECRET,
    ]) {
      expect(logged).not.toContain(secretValue);
    }
  });
});
