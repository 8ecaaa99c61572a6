import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/auth-harness.ts';

// The analytics beacon (doc 1 §7.5): the abandoned-trolley update, checked, logged without anything
// personal, answered 204.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const BEACON = '/api/analytics-prod/v1/abandoned-trolley';
const update = {
  clientId: 'c0ffee-1',
  sessionId: 'sid-9',
  customerId: 1001,
  orderId: '5001',
  pageLocation: 'https://shop.example/ecom/shop/search?searchTerm=ann@example.com',
};
const post = (body: string, type = 'text/plain;charset=UTF-8') =>
  h.app.request(BEACON, { method: 'POST', body, headers: { 'content-type': type } });

describe('POST analytics-{env}/v1/abandoned-trolley', () => {
  it('takes an update sent as text, as a beacon sends it, and logs no one', async () => {
    const response = await post(JSON.stringify(update));
    expect(response.status).toBe(204);
    const line = h.logger.lines.find((entry) => entry.msg === 'abandoned trolley update');
    expect(line).toMatchObject({ signedIn: true, hasOrder: true, page: '/ecom/shop/search' });
    const logged = JSON.stringify(h.logger.lines);
    for (const secret of ['c0ffee-1', 'sid-9', '1001', 'ann@example.com'])
      expect(logged).not.toContain(secret);
  });

  it('takes JSON too', async () => {
    expect((await post(JSON.stringify({ ...update, orderId: null }), 'application/json')).status).toBe(204);
  });

  it.each([
    ['not JSON', 'clientId=1'],
    ['not an update', JSON.stringify({ clientId: 'x' })],
    ['a customer id that is not a number', JSON.stringify({ ...update, customerId: '1001' })],
  ])('refuses a body that is %s', async (_name, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'BAD_REQUEST' });
  });

  it('refuses a body over 4 KB', async () => {
    const response = await post(JSON.stringify({ ...update, pageLocation: 'x'.repeat(5000) }));
    expect(response.status).toBe(413);
  });
});
