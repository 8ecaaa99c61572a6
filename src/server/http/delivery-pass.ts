import { type Context, Hono } from 'hono';
import type { ServiceContext } from '../services/context.ts';
import { buyDeliveryPass, deliveryPassStatus } from '../services/delivery-pass.ts';
import { type AuthEnv, authenticate, requireCustomer, signedIn } from './auth-middleware.ts';
import { checkoutRefusal, noStore } from './errors.ts';

/**
 * The delivery pass `/api/delivery-pass-orchestration-{env}/v1` (docs/api/orders.md "Delivery pass"; doc 2 §7
 * Delivery pass): GET pass/status and POST pass/purchases, for the signed-in customer of the token only.
 */
export function deliveryPassRoutes(ctx: ServiceContext) {
  const app = new Hono<AuthEnv>();
  app.use('*', noStore, authenticate(ctx), requireCustomer);

  app.get('/pass/status', async (c) => c.json(await deliveryPassStatus(ctx, signedIn(c).customerId)));

  app.post('/pass/purchases', async (c: Context<AuthEnv>) => {
    const body = await c.req.json().catch(() => undefined);
    const bought = await buyDeliveryPass(ctx, signedIn(c).customerId, body);
    return bought.ok ? c.json(bought.value, 201) : checkoutRefusal(c, bought.refusal);
  });

  return app;
}
