import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { checkoutRefusal } from '../../src/server/http/errors.ts';
import { readBody } from '../../src/server/http/order-body.ts';
import type { OrderResult } from '../../src/server/services/orders.ts';

// The one reader of the order service's JSON bodies (orders, promo codes, gift cards and vouchers, the partner
// card): only a body that is not JSON is 'The body must be JSON.'; whatever else fails goes on as it is.

const echo = (body: unknown): OrderResult<unknown> => ({ ok: true, value: body });

function appReading(read: (body: unknown) => OrderResult<unknown>, empty?: unknown) {
  return new Hono()
    .post('/body', async (c) => {
      const input = await readBody(c, read, empty);
      return input.ok ? c.json({ body: input.value }) : checkoutRefusal(c, input.refusal);
    })
    .onError((error, c) => c.json({ thrown: error.message }, 500));
}

const post = (app: Hono, body: string) => app.request('/body', { method: 'POST', body });

describe('readBody', () => {
  it('hands the parsed body to the reader; an empty body is `empty` when given', async () => {
    expect(await (await post(appReading(echo), '{"a":1}')).json()).toEqual({ body: { a: 1 } });
    expect(await (await post(appReading(echo, {}), '  ')).json()).toEqual({ body: {} });
  });

  it("is 400 'The body must be JSON.' for a body that is not JSON, or empty with no default", async () => {
    for (const body of ['not json', '{"a":', '']) {
      const answer = await post(appReading(echo), body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ type: 'INVALID_INPUT', message: 'The body must be JSON.' });
    }
  });

  it("lets the reader's own failure through (it is not a body that is not JSON)", async () => {
    const broken = () => {
      throw new Error('the reader broke');
    };
    const answer = await post(appReading(broken), '{"a":1}');
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ thrown: 'the reader broke' });
  });

  it('lets a body that fails while it is read through (it is not a body that is not JSON)', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(new Error('the connection was lost'));
      },
    });
    const answer = await appReading(echo).request('/body', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ thrown: 'the connection was lost' });
  });
});
