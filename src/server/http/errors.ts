import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { CheckoutRefusal } from '../../contract/checkout.ts';

/** The one shape of an API error answer: a message a person can read and a machine-readable type. */
export interface ApiErrorBody {
  message: string;
  type: string;
}

export function apiError(c: Context, status: ContentfulStatusCode, type: string, message: string) {
  return c.json<ApiErrorBody>({ message, type }, status);
}

/** Private answers (a customer's account, orders, cards, slots): never stored by a browser or a proxy. */
export const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

/** A refusal of a checkout or payment call, with its status (docs/api/checkout.md). */
export interface CheckoutRefusalAnswer extends Omit<CheckoutRefusal, 'code'> {
  status: number;
}

/**
 * The one shape of a checkout or payment refusal (src/contract/checkout.ts checkoutRefusalSchema): the
 * house's `{ message, type }` with the spec's `code` equal to `type`, and any details and field errors.
 */
export function checkoutRefusal(c: Context, refusal: CheckoutRefusalAnswer) {
  const body: CheckoutRefusal = {
    message: refusal.message,
    type: refusal.type,
    code: refusal.type,
    ...(refusal.details && { details: refusal.details }),
    ...(refusal.fieldErrors && { fieldErrors: refusal.fieldErrors }),
  };
  return c.json(body, refusal.status as ContentfulStatusCode);
}
