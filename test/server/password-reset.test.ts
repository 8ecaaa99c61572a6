import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { customers, passwordResets } from '../../src/server/db/schema.ts';
import { Browser, createHarness, type Harness, Q, TOKEN } from './support/auth-harness.ts';

// Password reset and the development outbox (docs/api/session.md; doc 1 §2.4, §5 "the reset-password
// link is invalid when its exp is absent or past"; doc 1 §8 "Login 403 with soft_locked").

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

interface OutboxMessage {
  id: number;
  to: string;
  kind: string;
  subject: string;
  body: string;
  link: string | null;
  created: string;
}

async function outbox(to: string): Promise<OutboxMessage[]> {
  const response = await new Browser(h.app).request(
    `/api/outbox-prod/v1/messages?to=${encodeURIComponent(to)}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

async function requestReset(email: string, browser = new Browser(h.app)) {
  await browser.csrf();
  return browser.request(`${TOKEN}/password-reset${Q}`, { json: { email } });
}

async function complete(token: string, password: string) {
  const browser = new Browser(h.app);
  await browser.csrf();
  return browser.request(`${TOKEN}/password-reset/complete${Q}`, { json: { token, password } });
}

const tokenOf = (link: string | null) => new URL(link ?? '', 'http://shop').searchParams.get('token') ?? '';

describe('POST password-reset', () => {
  it('answers 202 {} and writes the link, with exp one hour ahead, to the outbox', async () => {
    const response = await requestReset('shopper@example.com');
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({});
    const [message] = await outbox('SHOPPER@example.com');
    expect(message).toMatchObject({
      to: 'shopper@example.com',
      kind: 'password-reset',
      subject: 'Reset your password',
    });
    const link = new URL(message?.link ?? '', 'http://shop');
    expect(link.pathname).toBe('/ecom/reset-password');
    expect(Number(link.searchParams.get('exp'))).toBe(h.clock.now().getTime() + 60 * 60 * 1000);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
  });

  it('answers the same 202 {} for an email with no account, and sends nothing', async () => {
    const response = await requestReset('nobody@example.com');
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({});
    expect(await outbox('nobody@example.com')).toEqual([]);
  });

  it('logs the message with the token and the address masked, and keeps only a hash of the token', async () => {
    await requestReset('shopper@example.com');
    const [message] = await outbox('shopper@example.com');
    const token = tokenOf(message?.link ?? null);
    const logged = JSON.stringify(h.logger.lines);
    expect(logged).toContain('outbox message');
    expect(logged).toContain('token=****');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('shopper@example.com');
    const stored = await h.database.db.select({ hash: passwordResets.tokenHash }).from(passwordResets);
    expect(stored.some((row) => row.hash.includes(token))).toBe(false);
  });

  it('needs csrf', async () => {
    const browser = new Browser(h.app);
    await browser.csrf();
    const response = await browser.request(`${TOKEN}/password-reset${Q}`, {
      json: { email: 'shopper@example.com' },
      csrf: false,
    });
    expect(response.status).toBe(403);
  });

  it('is throttled: the 11th request for one email within 15 minutes is 429', async () => {
    for (let i = 0; i < 10; i++) expect((await requestReset('flooded@example.com')).status).toBe(202);
    const refused = await requestReset('flooded@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
  });
});

describe('POST password-reset/complete', () => {
  async function lockedCustomer(email: string) {
    const browser = new Browser(h.app);
    await browser.csrf();
    await browser.request(`${TOKEN}/auth${Q}&signUp=true`, {
      json: { email, password: 'Groceries1', firstName: 'Reset', lastName: 'Me' },
    });
    for (let i = 0; i < 5; i++) await new Browser(h.app).signIn(email, 'Wrong-password1');
    expect((await new Browser(h.app).signIn(email, 'Groceries1')).status).toBe(403);
    return browser;
  }

  it('sets the new password, clears the soft lock, revokes the sessions, and works once', async () => {
    const email = 'forgetful@example.com';
    const registered = await lockedCustomer(email);
    const oldToken = ((await (await registered.exchange()).json()) as { accessToken: string }).accessToken;
    await requestReset(email);
    const [message] = await outbox(email);
    const token = tokenOf(message?.link ?? null);

    expect((await complete(token, 'NewPotatoes7')).status).toBe(204);
    const [row] = await h.database.db.select().from(customers).where(eq(customers.emailKey, email));
    expect(row).toMatchObject({ softLockedAt: null, failedSignIns: 0 });
    expect((await new Browser(h.app).signIn(email, 'Groceries1')).status).toBe(401);
    expect((await new Browser(h.app).signIn(email, 'NewPotatoes7')).status).toBe(200);
    // Sessions from before the reset are gone.
    expect(
      (await registered.request('/api/customer-prod/v1/accounts/self', { bearer: oldToken })).status,
    ).toBe(401);
    expect((await registered.exchange()).status).toBe(401);

    const again = await complete(token, 'OtherPotatoes8');
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ type: 'RESET_LINK_EXPIRED' });
  });

  it('a link followed twice at the same moment works once', async () => {
    await requestReset('shopper@example.com');
    const [message] = await outbox('shopper@example.com');
    const token = tokenOf(message?.link ?? null);
    const statuses = await Promise.all(
      [complete(token, 'Groceries1'), complete(token, 'Groceries1')].map(async (r) => (await r).status),
    );
    expect(statuses.sort()).toEqual([204, 410]);
  });

  it('clears the seeded soft-locked account', async () => {
    await requestReset('soft-locked@example.com');
    const [message] = await outbox('soft-locked@example.com');
    expect((await complete(tokenOf(message?.link ?? null), 'Unlocked99')).status).toBe(204);
    expect((await new Browser(h.app).signIn('soft-locked@example.com', 'Unlocked99')).status).toBe(200);
  });

  it('a newer link makes older open links useless once one is used', async () => {
    await requestReset('shopper@example.com');
    await requestReset('shopper@example.com');
    const [newest, older] = await outbox('shopper@example.com');
    expect((await complete(tokenOf(newest?.link ?? null), 'Groceries1')).status).toBe(204);
    expect((await complete(tokenOf(older?.link ?? null), 'Groceries1')).status).toBe(410);
  });

  it('answers 410 after the hour, by the server clock', async () => {
    await requestReset('staff@example.com');
    const [message] = await outbox('staff@example.com');
    h.clock.advance(60 * 60 * 1000);
    expect((await complete(tokenOf(message?.link ?? null), 'Groceries1')).status).toBe(410);
  });

  it('answers 410 for an unknown token and 400 for a weak password on a live link', async () => {
    expect((await complete('no-such-token', 'Groceries1')).status).toBe(410);
    await requestReset('shopper@example.com');
    const [message] = await outbox('shopper@example.com');
    const weak = await complete(tokenOf(message?.link ?? null), 'short');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      type: 'VALIDATION',
      fields: { password: 'Must be at least 8 characters' },
    });
    // The link still works after a refused password.
    expect((await complete(tokenOf(message?.link ?? null), 'Groceries1')).status).toBe(204);
  });

  it('answers 400 for a body of the wrong shape', async () => {
    expect((await complete(42 as unknown as string, 'Groceries1')).status).toBe(400);
  });
});

describe('development outbox', () => {
  it('takes the address as email (or to), and the request log masks it', async () => {
    await requestReset('staff@example.com');
    for (const key of ['email', 'to']) {
      const response = await new Browser(h.app).request(
        `/api/outbox-prod/v1/messages?${key}=staff%40example.com`,
      );
      const { messages } = (await response.json()) as { messages: OutboxMessage[] };
      expect(messages[0]?.to).toBe('staff@example.com');
    }
    const logged = JSON.stringify(h.logger.lines);
    expect(logged).toContain('/api/outbox-prod/v1/messages?to=****');
    expect(logged).toContain('/api/outbox-prod/v1/messages?email=****');
    expect(logged).not.toMatch(/staff(%40|@)example\.com/);
  });

  it('needs an email address', async () => {
    const response = await new Browser(h.app).request('/api/outbox-prod/v1/messages');
    expect(response.status).toBe(400);
  });

  it('does not exist outside development mode', async () => {
    const plain = createApp({ database: h.database, logger: h.logger, apiEnv: 'prod' });
    const response = await plain.request('/api/outbox-prod/v1/messages?to=shopper%40example.com');
    expect(response.status).toBe(404);
  });
});
