import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { COUNTRIES, DEFAULT_COUNTRY } from '../../domain/countries.ts';
import {
  type AddressRefusal,
  type AddressResult,
  addressOptions,
  deleteAddress,
  getAddress,
  setContactAddress,
  updateAddress,
} from '../services/addresses.ts';
import type { ServiceContext } from '../services/context.ts';
import { type AuthEnv, authenticate, requireCustomer, signedIn } from './auth-middleware.ts';
import { apiError } from './errors.ts';

/** An address is a few hundred bytes; anything much bigger is not one. */
const MAX_BODY_BYTES = 16 * 1024;

function refusal(c: Context, refused: AddressRefusal) {
  return c.json(
    {
      message: refused.message,
      type: refused.type,
      ...(refused.fieldErrors && { fieldErrors: refused.fieldErrors }),
    },
    refused.status,
  );
}

function answer<T>(c: Context, result: AddressResult<T>) {
  return result.ok ? c.json(result.value as object) : refusal(c, result.refusal);
}

/** The JSON body, or undefined when it is not JSON (the caller answers 400). */
async function jsonBody(c: Context): Promise<{ body: unknown } | undefined> {
  try {
    return { body: await c.req.json() };
  } catch {
    return undefined;
  }
}

const notJson = (c: Context) => apiError(c, 400, 'BAD_REQUEST', 'The body must be a JSON object.');

/**
 * The address service `/api/address-{env}/v2` (doc 1 §7.3; docs/api/addresses.md): one address's get, put,
 * delete and options, the contact-address update, and the country list. The customer comes from the verified
 * token, never from the request; another customer's address answers 404 like an unknown one.
 */
export function addressRoutes(ctx: ServiceContext) {
  const app = new Hono<AuthEnv>();
  app.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => apiError(c, 413, 'TOO_LARGE', `The request is larger than ${MAX_BODY_BYTES / 1024} KB.`),
  });
  const customerId = (c: Context<AuthEnv>) => signedIn(c).customerId;

  // The same for everyone (doc 1 §3 Country list): no session needed.
  app.get('/countries', (c) => c.json({ defaultCountry: DEFAULT_COUNTRY, countries: COUNTRIES }));

  app.use('/addresses/*', authenticate(ctx), requireCustomer);
  app.use('/contact-address', authenticate(ctx), requireCustomer);

  app.get('/addresses/:addressId', async (c) =>
    answer(c, await getAddress(ctx, customerId(c), c.req.param('addressId'))),
  );
  app.put('/addresses/:addressId', limit, async (c) => {
    const parsed = await jsonBody(c);
    if (!parsed) return notJson(c);
    return answer(c, await updateAddress(ctx, customerId(c), c.req.param('addressId'), parsed.body));
  });
  app.delete('/addresses/:addressId', async (c) => {
    const result = await deleteAddress(ctx, customerId(c), c.req.param('addressId'));
    return result.ok ? c.body(null, 204) : refusal(c, result.refusal);
  });
  app.options('/addresses/:addressId', async (c) => {
    const result = await addressOptions(ctx, customerId(c), c.req.param('addressId'));
    if (!result.ok) return refusal(c, result.refusal);
    c.header('Allow', result.value.join(', '));
    return c.json({ options: result.value });
  });
  app.put('/contact-address', limit, async (c) => {
    const parsed = await jsonBody(c);
    if (!parsed) return notJson(c);
    const { body } = parsed;
    const addressId =
      typeof body === 'object' && body !== null ? (body as { addressId?: unknown }).addressId : undefined;
    return answer(c, await setContactAddress(ctx, customerId(c), addressId));
  });
  return app;
}
