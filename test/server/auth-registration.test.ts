import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/server/db/schema.ts';
import { Browser, claimsOf, createHarness, type Harness, Q, TOKEN } from './support/auth-harness.ts';

// POST auth?signUp=true (docs/api/session.md; doc 1 §5 field rules, §6 "anonymous customers can sign
// on"): every field validated with the spec's messages, one account per email, no enumeration.

let h: Harness;
const SIGN_UP = `${TOKEN}/auth${Q}&signUp=true`;
const valid = {
  email: 'new.person@example.com',
  password: 'Carrots42',
  title: 'Dr',
  firstName: 'Ada',
  lastName: "O'Neil-Smith",
};

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

async function register(json: unknown, browser = new Browser(h.app)) {
  await browser.csrf();
  return { browser, response: await browser.request(SIGN_UP, { json }) };
}

describe('registration validation (doc 1 §5 field rules and messages)', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'everything missing',
      {},
      {
        email: 'Please enter your email address',
        password: 'Please enter your password',
        firstName: 'Please enter your first name',
        lastName: 'Please enter your last name',
      },
    ],
    [
      'blank names',
      { firstName: '  ', lastName: '' },
      { firstName: 'Please enter your first name', lastName: 'Please enter your last name' },
    ],
    [
      'names with other characters',
      { firstName: 'Ada!', lastName: '<script>' },
      { firstName: 'Invalid first name', lastName: 'Invalid last name' },
    ],
    ['a name too long', { lastName: 'x'.repeat(51) }, { lastName: 'Must be no more than 50 characters' }],
    ['an invalid email', { email: 'not-an-email' }, { email: 'Invalid email address' }],
    ['an email without a domain dot', { email: 'a@localhost' }, { email: 'Invalid email address' }],
    ['a short password', { password: 'abc12' }, { password: 'Must be at least 8 characters' }],
    [
      'a long password',
      { password: `a1${'x'.repeat(63)}` },
      { password: 'Must be no more than 64 characters' },
    ],
    [
      'a password without a digit',
      { password: 'onlyletters' },
      { password: 'Must contain at least one letter and one number' },
    ],
    [
      'a password without a letter',
      { password: '1234567890' },
      { password: 'Must contain at least one letter and one number' },
    ],
    ['a title not on the list', { title: 'Captain' }, { title: 'Invalid title' }],
    [
      'fields of the wrong type',
      { email: ['a@b.com'], firstName: 7 },
      { email: 'Invalid email address', firstName: 'Invalid first name' },
    ],
  ])('%s: 400 VALIDATION', async (_, overrides, fields) => {
    const input = Object.keys(overrides).length === 0 ? {} : { ...valid, ...overrides };
    const { response } = await register(input);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ type: 'VALIDATION', message: expect.any(String), fields });
  });

  it('accepts names with letters of any script, apostrophes, hyphens and dots, and no title', async () => {
    const { response } = await register({
      ...valid,
      email: 'zoe@example.com',
      title: undefined,
      firstName: 'Zoë J.',
      lastName: 'Ó Briain',
    });
    expect(response.status).toBe(201);
  });
});

describe('registration', () => {
  it('creates the account and signs in: 201 TokenAnswer, signed-in cookie, the anonymous session recorded', async () => {
    const browser = new Browser(h.app);
    await browser.exchange();
    const anonymousSid = claimsOf(browser.accessToken ?? '').sid;
    const { response } = await register(valid, browser);
    expect(response.status).toBe(201);
    const { accessToken } = (await response.json()) as { accessToken: string };
    const claims = claimsOf(accessToken);
    expect(claims.customerId).toBeGreaterThan(0);
    expect(claims.sid).not.toBe(anonymousSid);
    expect(browser.cookies.has('session')).toBe(true);
    const [row] = await h.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, claims.customerId as number));
    expect(row).toMatchObject({
      email: valid.email,
      title: 'Dr',
      firstName: 'Ada',
      lastName: "O'Neil-Smith",
      permissions: [],
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(valid.password);

    const account = await browser.request('/api/customer-prod/v1/accounts/self', { bearer: accessToken });
    expect(await account.json()).toMatchObject({ id: claims.customerId, email: { email: valid.email } });
  });

  it('refuses a second account for the same email, in any case, with words that do not say why', async () => {
    const { response } = await register({
      ...valid,
      email: '  NEW.Person@Example.com',
      password: 'Different9',
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      type: 'REGISTRATION_REFUSED',
      message:
        'Sorry, we could not create an account with these details. If you already have an account, sign in or reset your password.',
    });
    // The owner is told through the outbox; the original password still works.
    const outbox = await new Browser(h.app).request(
      `/api/outbox-prod/v1/messages?to=${encodeURIComponent(valid.email)}`,
    );
    const { messages } = (await outbox.json()) as { messages: { kind: string }[] };
    expect(messages.map((m) => m.kind)).toContain('registration-attempt');
    expect((await new Browser(h.app).signIn(valid.email, valid.password)).status).toBe(200);
  });

  it('makes one account when two registrations for one email race', async () => {
    const email = 'racer@example.com';
    const results = await Promise.all([1, 2, 3].map(() => register({ ...valid, email })));
    const statuses = results.map((r) => r.response.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const rows = await h.database.db.select().from(customers).where(eq(customers.emailKey, email));
    expect(rows).toHaveLength(1);
  });

  it('is throttled per address like sign-in; invalid forms are not counted', async () => {
    const browser = new Browser(h.app, '192.0.2.200');
    for (let i = 0; i < 50; i++) {
      const { response } = await register(
        { ...valid, email: `bad-${i}@example.com`, password: 'x' },
        browser,
      );
      expect(response.status).toBe(400);
    }
    for (let i = 0; i < 50; i++) {
      const { response } = await register({ ...valid, email: `bulk-${i}@example.com` }, browser);
      expect(response.status).toBe(201);
    }
    const { response } = await register({ ...valid, email: 'bulk-51@example.com' }, browser);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('900');
  });
});
