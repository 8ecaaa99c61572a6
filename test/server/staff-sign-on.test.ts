import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, staffSignOns } from '../../src/server/db/schema.ts';
import { Browser, claimsOf, createHarness, type Harness, Q, TOKEN } from './support/auth-harness.ts';

// Staff signed on as a customer (doc 1 §4 Session, §6; doc 2 §1, §6; docs/api/session.md).

let h: Harness;
let shopperId: number;
let staffId: number;
const ACCOUNT = '/api/customer-prod/v1/accounts/self';

beforeAll(async () => {
  h = await createHarness();
  const idOf = async (email: string) =>
    (await h.database.db.select({ id: customers.id }).from(customers).where(eq(customers.emailKey, email)))[0]
      ?.id ?? 0;
  shopperId = await idOf('shopper@example.com');
  staffId = await idOf('staff@example.com');
});
afterAll(async () => {
  await h?.close();
});

async function staffBrowser() {
  const browser = new Browser(h.app);
  expect((await browser.signIn('staff@example.com', 'Groceries1')).status).toBe(200);
  return browser;
}

const signOn = (browser: Browser, customerId: unknown) =>
  browser.request(`${TOKEN}/sign-on-as-customer${Q}`, {
    json: { customerId },
    bearer: browser.accessToken ?? '',
  });

describe('sign-on-as-customer', () => {
  it('gives staff a session as the customer: principalId staff, customerId customer, recorded', async () => {
    const browser = await staffBrowser();
    const staffSid = claimsOf(browser.accessToken ?? '').sid;
    const response = await signOn(browser, shopperId);
    expect(response.status).toBe(200);
    const { accessToken } = (await response.json()) as { accessToken: string };
    const claims = claimsOf(accessToken);
    expect(claims).toMatchObject({ customerId: shopperId, principalId: staffId, permissions: [] });
    expect(claims.sid).not.toBe(staffSid);

    const account = await browser.request(ACCOUNT, { bearer: accessToken });
    expect(await account.json()).toMatchObject({ id: shopperId, email: { email: 'shopper@example.com' } });

    const [record] = await h.database.db
      .select()
      .from(staffSignOns)
      .where(eq(staffSignOns.sessionId, claims.sid as string));
    expect(record).toMatchObject({ staffId, customerId: shopperId, endedAt: null });
    expect(record?.startedAt.toISOString()).toBe(h.clock.now().toISOString());

    // The refresh path keeps the on-behalf session.
    const refreshed = await browser.exchange();
    expect(claimsOf(((await refreshed.json()) as { accessToken: string }).accessToken)).toMatchObject({
      customerId: shopperId,
      principalId: staffId,
    });
  });

  it('return-to-admin ends the on-behalf session and gives staff their own session again', async () => {
    const browser = await staffBrowser();
    const staffSid = claimsOf(browser.accessToken ?? '').sid;
    const onBehalf = ((await (await signOn(browser, shopperId)).json()) as { accessToken: string })
      .accessToken;
    const response = await browser.request(`${TOKEN}/return-to-admin${Q}`, {
      method: 'POST',
      bearer: onBehalf,
    });
    expect(response.status).toBe(200);
    const own = claimsOf(((await response.json()) as { accessToken: string }).accessToken);
    expect(own).toMatchObject({
      customerId: staffId,
      principalId: staffId,
      permissions: ['SIGN_ON_AS_CUSTOMER'],
      sid: staffSid,
    });
    expect((await browser.request(ACCOUNT, { bearer: onBehalf })).status).toBe(401);
    const [record] = await h.database.db
      .select()
      .from(staffSignOns)
      .where(eq(staffSignOns.sessionId, claimsOf(onBehalf).sid as string));
    expect(record?.endedAt).not.toBeNull();
    // The cookie is the staff session's again.
    const refreshed = await browser.exchange();
    expect(claimsOf(((await refreshed.json()) as { accessToken: string }).accessToken).sid).toBe(staffSid);
  });

  it('answers 403 for a customer without the permission', async () => {
    const browser = new Browser(h.app);
    await browser.signIn('shopper@example.com', 'Groceries1');
    const response = await signOn(browser, staffId);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ type: 'FORBIDDEN' });
  });

  it('answers 403 when staff, already acting for a customer, try to sign on again', async () => {
    const browser = await staffBrowser();
    const onBehalf = ((await (await signOn(browser, shopperId)).json()) as { accessToken: string })
      .accessToken;
    const again = await browser.request(`${TOKEN}/sign-on-as-customer${Q}`, {
      json: { customerId: shopperId },
      bearer: onBehalf,
    });
    expect(again.status).toBe(403);
  });

  it('answers 403 for signing on as a member of staff', async () => {
    const response = await signOn(await staffBrowser(), staffId);
    expect(response.status).toBe(403);
  });

  it('checks the permission in the database, not only in the token', async () => {
    const browser = await staffBrowser();
    await h.database.db.update(customers).set({ permissions: [] }).where(eq(customers.id, staffId));
    try {
      expect((await signOn(browser, shopperId)).status).toBe(403);
    } finally {
      await h.database.db
        .update(customers)
        .set({ permissions: ['SIGN_ON_AS_CUSTOMER'] })
        .where(eq(customers.id, staffId));
    }
  });

  it('answers 404 for an unknown customer, 400 for a bad id, 401 without a token, 403 without csrf', async () => {
    const browser = await staffBrowser();
    expect((await signOn(browser, 99_999_999)).status).toBe(404);
    expect((await signOn(browser, '100001')).status).toBe(400);
    expect((await signOn(browser, -1)).status).toBe(400);
    expect(
      (await browser.request(`${TOKEN}/sign-on-as-customer${Q}`, { json: { customerId: shopperId } })).status,
    ).toBe(401);
    const noCsrf = await browser.request(`${TOKEN}/sign-on-as-customer${Q}`, {
      json: { customerId: shopperId },
      bearer: browser.accessToken ?? '',
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
  });

  it('return-to-admin answers 403 for a session that is not on behalf of anyone', async () => {
    const browser = await staffBrowser();
    const response = await browser.request(`${TOKEN}/return-to-admin${Q}`, {
      method: 'POST',
      bearer: browser.accessToken ?? '',
    });
    expect(response.status).toBe(403);
  });
});
