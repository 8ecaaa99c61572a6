import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, loginAttempts, sessions } from '../../src/server/db/schema.ts';
import { Browser, claimsOf, createHarness, type Harness, Q, TOKEN } from './support/auth-harness.ts';

// POST auth (docs/api/session.md; doc 1 §4 Session, §6, §8): sign-in, the identical answer for an
// unknown email and a wrong password, soft and hard locks, and throttling with Retry-After.

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const MINUTE = 60_000;

/** A customer of this test only, so locks and counters do not leak between tests. */
async function newCustomer(browser: Browser, email: string, password = 'Groceries1') {
  await browser.csrf();
  const response = await browser.request(`${TOKEN}/auth${Q}&signUp=true`, {
    json: { email, password, firstName: 'Test', lastName: 'Person' },
  });
  expect(response.status).toBe(201);
  await browser.request(`${TOKEN}/logout${Q}`, { method: 'POST' });
}

const failTimes = async (browser: Browser, email: string, times: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await browser.signIn(email, 'Wrong-password1')).status);
  return statuses;
};

describe('sign-in', () => {
  it('signs in: 200 TokenAnswer with the customer claims and a new signed-in session cookie', async () => {
    const browser = new Browser(h.app);
    await browser.exchange();
    const anonymousSession = claimsOf(browser.accessToken ?? '').sid as string;
    const response = await browser.signIn('Shopper@Example.com ', 'Groceries1');
    expect(response.status).toBe(200);
    const claims = claimsOf(browser.accessToken ?? '');
    const [shopper] = await h.database.db
      .select()
      .from(customers)
      .where(eq(customers.emailKey, 'shopper@example.com'));
    expect(claims).toMatchObject({
      customerId: shopper?.id,
      principalId: shopper?.id,
      permissions: [],
      sub: String(shopper?.id),
    });
    expect(claims.sid).not.toBe(anonymousSession);
    expect(shopper?.lastLoginAt?.toISOString()).toBe(h.clock.now().toISOString());
    // The anonymous session it replaces is recorded (for the trolley merge) and no longer works.
    const [signedIn] = await h.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claims.sid as string));
    expect(signedIn?.previousSessionId).toBe(anonymousSession);
    const [previous] = await h.database.db.select().from(sessions).where(eq(sessions.id, anonymousSession));
    expect(previous?.revokedReason).toBe('replaced');
  });

  it('gives staff their permission in the token', async () => {
    const browser = new Browser(h.app);
    await browser.signIn('staff@example.com', 'Groceries1');
    expect(claimsOf(browser.accessToken ?? '')).toMatchObject({ permissions: ['SIGN_ON_AS_CUSTOMER'] });
  });

  it.each([
    [{ email: '', password: 'x' }, ['email']],
    [{ email: 'a@b.com' }, ['password']],
    [{ email: 42, password: [] }, ['email', 'password']],
  ])('answers 400 VALIDATION for %j', async (json, fields) => {
    const browser = new Browser(h.app);
    await browser.csrf();
    const response = await browser.request(`${TOKEN}/auth${Q}`, { json });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { type: string; fields: Record<string, string> };
    expect(body.type).toBe('VALIDATION');
    expect(Object.keys(body.fields).sort()).toEqual(fields);
  });

  it('needs the csrf header', async () => {
    const browser = new Browser(h.app);
    await browser.csrf();
    const response = await browser.request(`${TOKEN}/auth${Q}`, {
      json: { email: 'shopper@example.com', password: 'Groceries1' },
      csrf: false,
    });
    expect(response.status).toBe(403);
  });
});

describe('unknown email and wrong password', () => {
  it('answer identically: same status, same body, same headers but the date', async () => {
    const browser = new Browser(h.app);
    const unknown = await browser.signIn('nobody-here@example.com', 'Groceries1');
    const wrong = await browser.signIn('shopper@example.com', 'Groceries2');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const unknownBody = await unknown.text();
    expect(unknownBody).toBe(await wrong.text());
    expect(JSON.parse(unknownBody)).toEqual({
      type: 'INVALID_CREDENTIALS',
      message: 'Your email address or password is incorrect',
    });
    const headers = (r: Response) => [...r.headers].filter(([name]) => name !== 'date');
    expect(headers(unknown)).toEqual(headers(wrong));
    expect(browser.cookies.has('session')).toBe(false);
  });

  it('take the same path: both check a scrypt hash and record the attempt', async () => {
    // Timing is not asserted (DESIGN §7); what makes it equal is that both do the same work,
    // which the attempt rows show: each is recorded with the same outcome.
    const browser = new Browser(h.app, '203.0.113.77');
    await browser.signIn('ghost@example.com', 'Groceries1');
    await browser.signIn('shopper@example.com', 'Groceries3');
    const rows = await h.database.db
      .select({ outcome: loginAttempts.outcome, accountKey: loginAttempts.accountKey })
      .from(loginAttempts)
      .where(eq(loginAttempts.clientAddress, '203.0.113.77'));
    expect(rows.map((r) => r.outcome)).toEqual(['invalid', 'invalid']);
    // Attempted emails are kept as hashes only.
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.accountKey ?? ''))).toBe(true);
  });
});

describe('soft lock', () => {
  it('the fifth consecutive failure locks: 403 soft_locked, even for the right password after', async () => {
    const browser = new Browser(h.app);
    await newCustomer(browser, 'locking@example.com');
    expect(await failTimes(browser, 'locking@example.com', 5)).toEqual([401, 401, 401, 401, 403]);
    const right = await browser.signIn('locking@example.com', 'Groceries1');
    expect(right.status).toBe(403);
    expect(await right.json()).toMatchObject({ type: 'soft_locked' });
    h.clock.advance(2 * 24 * 60 * MINUTE);
    expect((await browser.signIn('locking@example.com', 'Groceries1')).status).toBe(403);
  });

  it('a success in between starts the count again', async () => {
    const browser = new Browser(h.app);
    await newCustomer(browser, 'careful@example.com');
    expect(await failTimes(browser, 'careful@example.com', 4)).toEqual([401, 401, 401, 401]);
    expect((await browser.signIn('careful@example.com', 'Groceries1')).status).toBe(200);
    expect(await failTimes(browser, 'careful@example.com', 4)).toEqual([401, 401, 401, 401]);
  });

  it('an email with no account shows the same lock after five failures (no enumeration by the lock)', async () => {
    const browser = new Browser(h.app);
    expect(await failTimes(browser, 'no-account@example.com', 6)).toEqual([401, 401, 401, 401, 403, 403]);
  });

  it('the seeded soft-locked account answers soft_locked', async () => {
    const response = await new Browser(h.app).signIn('soft-locked@example.com', 'Groceries1');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ type: 'soft_locked' });
  });
});

describe('hard lock', () => {
  it('the seeded hard-locked account answers hard_locked, whatever the password', async () => {
    for (const password of ['Groceries1', 'Wrong-password1']) {
      const response = await new Browser(h.app).signIn('hard-locked@example.com', password);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ type: 'hard_locked' });
    }
  });

  it('a session of an account hard-locked later stops refreshing', async () => {
    const browser = new Browser(h.app);
    await newCustomer(browser, 'to-be-locked@example.com');
    expect((await browser.signIn('to-be-locked@example.com', 'Groceries1')).status).toBe(200);
    await h.database.db
      .update(customers)
      .set({ hardLocked: true })
      .where(eq(customers.emailKey, 'to-be-locked@example.com'));
    const refresh = await browser.exchange();
    expect(refresh.status).toBe(401);
    expect(await refresh.json()).toMatchObject({ type: 'SESSION_EXPIRED' });
  });
});

describe('throttling', () => {
  it('per account: the 11th attempt within 15 minutes is 429 THROTTLED with Retry-After until the window frees', async () => {
    const email = 'throttled-account@example.com';
    // From several addresses, so only the account limit applies.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await new Browser(h.app).signIn(email, 'Wrong-password1')).status);
      h.clock.advance(MINUTE);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    const refused = await new Browser(h.app).signIn(email, 'Wrong-password1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ type: 'THROTTLED' });
    // The first attempt was 10 minutes ago: it leaves the window in 5 minutes.
    expect(refused.headers.get('retry-after')).toBe('300');
    h.clock.advance(5 * MINUTE - 1000);
    expect((await new Browser(h.app).signIn(email, 'Wrong-password1')).status).toBe(429);
    h.clock.advance(1000);
    expect((await new Browser(h.app).signIn(email, 'Wrong-password1')).status).not.toBe(429);
  });

  it('concurrent attempts cannot slip past the limit together (on PostgreSQL, really in parallel)', async () => {
    const email = 'stampede@example.com';
    const statuses = await Promise.all(
      Array.from({ length: 16 }, () =>
        new Browser(h.app).signIn(email, 'Wrong-password1').then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s !== 429)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('per account, a right password is throttled too (the limit is checked first)', async () => {
    const browser = new Browser(h.app);
    await newCustomer(browser, 'popular@example.com');
    for (let i = 0; i < 10; i++) await new Browser(h.app).signIn('popular@example.com', 'Groceries1');
    expect((await new Browser(h.app).signIn('popular@example.com', 'Groceries1')).status).toBe(429);
  });

  it('per address: the 51st attempt from one address within 15 minutes is 429, other addresses are not affected', async () => {
    const attacker = new Browser(h.app, '192.0.2.66');
    for (let i = 0; i < 50; i++) {
      const response = await attacker.signIn(`spray-${i}@example.com`, 'Wrong-password1');
      expect(response.status).toBe(401);
    }
    const refused = await attacker.signIn('shopper@example.com', 'Groceries1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect((await new Browser(h.app, '192.0.2.67').signIn('shopper@example.com', 'Groceries1')).status).toBe(
      200,
    );
    h.clock.advance(15 * MINUTE);
    expect((await attacker.signIn('shopper@example.com', 'Groceries1')).status).toBe(200);
  });

  it('behind the trusted proxy (TRUST_PROXY=1), addresses the client writes into X-Forwarded-For count as its own', async () => {
    // The load balancer appends the address it saw (192.0.2.88); whatever comes before it, the client wrote.
    const forging = (i: number) => new Browser(h.app, `203.0.113.${i % 250}, 10.0.${i}.1, 192.0.2.88`);
    for (let i = 0; i < 50; i++) {
      expect((await forging(i).signIn(`forged-${i}@example.com`, 'Wrong-password1')).status).toBe(401);
    }
    expect((await forging(50).signIn('shopper@example.com', 'Groceries1')).status).toBe(429);
    h.clock.advance(15 * MINUTE);
  });
});
