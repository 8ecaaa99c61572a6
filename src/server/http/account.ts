import { type Context, Hono } from 'hono';
import { findCustomer, toAccountView } from '../services/accounts.ts';
import type { ServiceContext } from '../services/context.ts';
import { getCustomerOrderStats } from '../services/customer-order-stats.ts';
import { type AuthEnv, authenticate, requireCustomer, signedIn, unauthorised } from './auth-middleware.ts';
import { noStore } from './errors.ts';

/**
 * The signed-in customer's own account. Authentication has already refused a deleted or hard-locked
 * account (sessions.ts, findLiveSession); one that went in the moment since is refused the same way.
 */
async function ownAccount(ctx: ServiceContext, c: Context<AuthEnv>) {
  const customer = await findCustomer(ctx, signedIn(c).customerId);
  if (!customer || customer.hardLocked) return { error: unauthorised(c) };
  return { customer };
}

/**
 * Customer service `/api/customer-{env}/v1/...` (doc 1 §7.4). Only the signed-in customer's own account
 * is ever answered: the id comes from the verified token, never from the request. The middleware is per
 * route, so other routers mounted on the same service (addresses) keep their own rules.
 */
export function accountRoutes(ctx: ServiceContext) {
  return new Hono<AuthEnv>().get('/accounts/self', noStore, authenticate(ctx), requireCustomer, async (c) => {
    const found = await ownAccount(ctx, c);
    if (found.error) return found.error;
    return c.json(toAccountView(found.customer));
  });
}

/** Order orchestration `/api/order-orchestration-{env}/v1/customerorders/stats` (doc 1 §7.4). */
export function customerOrderRoutes(ctx: ServiceContext) {
  return new Hono<AuthEnv>().get(
    '/customerorders/stats',
    noStore,
    authenticate(ctx),
    requireCustomer,
    async (c) => {
      const found = await ownAccount(ctx, c);
      if (found.error) return found.error;
      return c.json(await getCustomerOrderStats(ctx, found.customer.id));
    },
  );
}
