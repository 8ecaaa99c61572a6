import { type Context, Hono } from 'hono';
import type { ServiceContext } from '../services/context.ts';
import { ownerOf } from '../services/customer-orders.ts';
import { addGiftCard, readGiftCard, removeGiftCard } from '../services/gift-cards.ts';
import { addGiftVoucher, readGiftVoucher, removeGiftVoucher } from '../services/gift-vouchers.ts';
import type { CustomerOwner, OrderContext, OrderResult } from '../services/orders.ts';
import { readPartnerCard, removePartnerCard, setPartnerCard } from '../services/partner-discount.ts';
import { type AuthEnv, authenticate, requireCustomer, signedIn } from './auth-middleware.ts';
import { limitBody } from './body-limit.ts';
import { checkoutRefusal, noStore } from './errors.ts';
import { readBody } from './order-body.ts';

/**
 * Gift cards, gift vouchers and the Partner discount card on the shopper's current order over HTTP
 * (docs/api/checkout.md "Money off"), on the order service `/api/order-orchestration-{env}/v1`: signed-in
 * customers only (401), their own order (404), `no-store`, bodies JSON objects with only the named fields and
 * at most 1 KB (413). Answers `{ order }` (tenderAnswerSchema); refusals are checkoutRefusalSchema.
 */

/** The largest body these calls take. */
export const TENDER_MAX_BYTES = 1024;

const orderAnswer = (c: Context, result: OrderResult<object>) =>
  result.ok ? c.json({ order: result.value }) : checkoutRefusal(c, result.refusal);

const customerOf = (c: Context<AuthEnv>): CustomerOwner => {
  const auth = signedIn(c);
  return { ...ownerOf(auth), customerId: auth.customerId };
};

export function tenderRoutes(ctx: ServiceContext, options: { apiEnv: string }) {
  const services: OrderContext = { ...ctx, apiEnv: options.apiEnv };
  const small = limitBody(TENDER_MAX_BYTES);
  return new Hono<AuthEnv>()
    .use('/orders/:id/gift-cards/*', small, noStore, authenticate(ctx), requireCustomer)
    .use('/orders/:id/gift-cards', small, noStore, authenticate(ctx), requireCustomer)
    .use('/orders/:id/gift-vouchers/*', small, noStore, authenticate(ctx), requireCustomer)
    .use('/orders/:id/gift-vouchers', small, noStore, authenticate(ctx), requireCustomer)
    .use('/orders/:id/partner-discount-card', small, noStore, authenticate(ctx), requireCustomer)
    .post('/orders/:id/gift-cards', async (c) => {
      const input = await readBody(c, readGiftCard);
      if (!input.ok) return checkoutRefusal(c, input.refusal);
      return orderAnswer(c, await addGiftCard(services, customerOf(c), c.req.param('id'), input.value));
    })
    .delete('/orders/:id/gift-cards/:giftCardId', async (c) =>
      orderAnswer(
        c,
        await removeGiftCard(services, customerOf(c), c.req.param('id'), c.req.param('giftCardId')),
      ),
    )
    .post('/orders/:id/gift-vouchers', async (c) => {
      const input = await readBody(c, readGiftVoucher);
      if (!input.ok) return checkoutRefusal(c, input.refusal);
      return orderAnswer(c, await addGiftVoucher(services, customerOf(c), c.req.param('id'), input.value));
    })
    .delete('/orders/:id/gift-vouchers/:giftVoucherId', async (c) =>
      orderAnswer(
        c,
        await removeGiftVoucher(services, customerOf(c), c.req.param('id'), c.req.param('giftVoucherId')),
      ),
    )
    .put('/orders/:id/partner-discount-card', async (c) => {
      const input = await readBody(c, readPartnerCard);
      if (!input.ok) return checkoutRefusal(c, input.refusal);
      return orderAnswer(c, await setPartnerCard(services, customerOf(c), c.req.param('id'), input.value));
    })
    .delete('/orders/:id/partner-discount-card', async (c) =>
      orderAnswer(c, await removePartnerCard(services, customerOf(c), c.req.param('id'))),
    );
}
