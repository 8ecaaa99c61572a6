import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { ChallengeResultMessage } from '../../contract/checkout.ts';
import { PAYMENT_CARD_TYPE_NAMES } from '../../domain/payment-cards.ts';
import type { ServiceContext } from '../services/context.ts';
import {
  deleteSavedCard,
  listSavedCards,
  makeDefaultSchema,
  makeSavedCardDefault,
  saveCardSchema,
  savedCardView,
  savePaymentCard,
} from '../services/payment-cards.ts';
import {
  answerChallenge,
  CHALLENGE_ANSWERS,
  type ChallengeView,
  createPaymentSession,
  createSecurityToken,
  invalidInput,
  openChallenge,
  type PaymentResult,
  tokeniseCard,
} from '../services/payment-processor.ts';
import { getPaymentResolution, resolvePayment } from '../services/payment-resolution.ts';
import { type AuthEnv, authenticate, requireCustomer, signedIn } from './auth-middleware.ts';
import { checkoutRefusal, noStore } from './errors.ts';

/**
 * The payment service `/api/payment-service-{env}/v1` (the simulated bank: payment sessions, card entry,
 * security tokens and the challenge page) and saved cards `/api/payment-cards-{env}/v1` (docs/api/checkout.md;
 * doc 2 §7 Payments). The customer comes from the verified token, never from the request; another customer's
 * session, token, card or challenge answers 404 like an unknown one. Nothing here is ever cached.
 */

/** The JSON body, or undefined when there is none or it is not JSON (the caller answers 400). */
async function jsonBody(c: Context): Promise<{ body: unknown } | undefined> {
  try {
    return { body: await c.req.json() };
  } catch {
    return undefined;
  }
}

const customerId = (c: Context<AuthEnv>) => signedIn(c).customerId;

export function paymentServiceRoutes(ctx: ServiceContext, options: { apiEnv: string }) {
  const challengeBase = `/api/payment-service-${options.apiEnv}/v1/challenges`;
  const app = new Hono<AuthEnv>();
  app.use('*', noStore);
  app.use('/payment-sessions', authenticate(ctx), requireCustomer);
  app.use('/payment-sessions/*', authenticate(ctx), requireCustomer);
  app.use('/payment-security-tokens', authenticate(ctx), requireCustomer);

  app.post('/payment-sessions', async (c) => c.json(await createPaymentSession(ctx, customerId(c)), 201));

  app.post('/payment-sessions/:sessionGUID/cards', async (c) => {
    const parsed = await jsonBody(c);
    if (!parsed) return checkoutRefusal(c, invalidInput('The body must be a JSON object.').refusal);
    const result = await tokeniseCard(ctx, customerId(c), c.req.param('sessionGUID'), parsed.body);
    return result.ok ? c.json(result.value, 201) : checkoutRefusal(c, result.refusal);
  });

  app.get('/payment-security-tokens', async (c) => {
    const result = await createSecurityToken(
      ctx,
      customerId(c),
      c.req.query('customerOrderId'),
      challengeBase,
    );
    return result.ok ? c.json(result.value) : checkoutRefusal(c, result.refusal);
  });

  // The bank's page, opened in a frame by the checkout: a frame load carries no bearer token, so the page is
  // authorised by the signed security token in `?token=`, which names the challenge and its customer.
  app.get('/challenges/:jwtId', async (c) => {
    const view = await openChallenge(ctx, c.req.param('jwtId'), c.req.query('token'));
    return challengeAnswer(c, view);
  });

  app.post('/challenges/:jwtId', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const answer = v.safeParse(v.picklist(CHALLENGE_ANSWERS), form.outcome);
    const jwtId = c.req.param('jwtId');
    const token = c.req.query('token');
    if (!answer.success) {
      const view = await openChallenge(ctx, jwtId, token);
      return challengeAnswer(c, view, 400);
    }
    return challengeAnswer(c, await answerChallenge(ctx, jwtId, token, answer.output));
  });

  return app;
}

export function paymentCardRoutes(ctx: ServiceContext) {
  const app = new Hono<AuthEnv>();
  app.use('*', noStore, authenticate(ctx), requireCustomer);

  app.get('/payment-cards', async (c) => c.json(await listSavedCards(ctx.db, ctx.clock, customerId(c))));

  app.post('/payment-cards', async (c) => {
    const parsed = await jsonBody(c);
    const input = parsed && v.safeParse(saveCardSchema, parsed.body);
    if (!input?.success) return checkoutRefusal(c, invalidInput().refusal);
    const { cardToken, defaultCard } = input.output;
    const saved = await savePaymentCard(ctx.db, ctx.clock, customerId(c), cardToken, {
      ...(defaultCard !== undefined && { defaultCard }),
    });
    if (!saved.ok) return checkoutRefusal(c, saved.refusal);
    return c.json(savedCardView(saved.value.card, ctx.clock.now()), saved.value.created ? 201 : 200);
  });

  app.patch('/payment-cards/:id', async (c) => {
    const parsed = await jsonBody(c);
    const input = parsed && v.safeParse(makeDefaultSchema, parsed.body);
    if (!input?.success) return checkoutRefusal(c, invalidInput().refusal);
    return cardAnswer(
      c,
      await makeSavedCardDefault(ctx.db, ctx.clock, customerId(c), c.req.param('id')),
      ctx.clock.now(),
    );
  });

  app.delete('/payment-cards/:id', async (c) => {
    const deleted = await deleteSavedCard(ctx.db, customerId(c), c.req.param('id'));
    return deleted.ok ? c.body(null, 204) : checkoutRefusal(c, deleted.refusal);
  });

  // Resolve order payment (docs/api/orders.md "Payment resolution"; doc 2 §7 GET and POST failed order payments).
  app.get('/failed-order-payments/:id', async (c) => {
    const result = await getPaymentResolution(ctx, customerId(c), c.req.param('id'));
    return result.ok ? c.json(result.value) : checkoutRefusal(c, result.refusal);
  });

  app.post('/failed-order-payments/:id', async (c) => {
    const parsed = await jsonBody(c);
    if (!parsed) return checkoutRefusal(c, invalidInput('The body must be a JSON object.').refusal);
    const result = await resolvePayment(ctx, customerId(c), c.req.param('id'), parsed.body);
    return result.ok ? c.json(result.value) : checkoutRefusal(c, result.refusal);
  });

  return app;
}

function cardAnswer(
  c: Context,
  result: PaymentResult<Parameters<typeof savedCardView>[0]>,
  now: Date,
): Response {
  return result.ok ? c.json(savedCardView(result.value, now)) : checkoutRefusal(c, result.refusal);
}

// ---------------------------------------------------------------------------------------------------------
// The challenge page: small, self-contained, no external assets; its one style and script carry a nonce.

const PAGE_TITLE = 'Confirm your payment';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const STYLE = `
body { font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #1a1a1a;
  background: #fff; margin: 0; }
main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
h1 { font-size: 1.375rem; margin: 0 0 0.75rem; }
.bank { font-size: 0.875rem; color: #4a4a4a; margin: 0 0 1rem; }
form { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1.25rem; }
button { font: inherit; font-weight: 600; min-height: 44px; min-width: 8rem; padding: 0.5rem 1.25rem;
  border-radius: 4px; border: 2px solid #1a4d2e; cursor: pointer; }
button[value='APPROVED'] { background: #1a4d2e; color: #fff; }
button[value='FAILED'] { background: #fff; color: #1a4d2e; }
button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
`;

function challengePage(nonce: string, content: string, message?: ChallengeResultMessage): string {
  // JSON inside a script: '<' is escaped so no value could close the element.
  const script = message
    ? `<script nonce="${nonce}">window.parent.postMessage(${JSON.stringify(message).replace(/</g, '\\u003c')}, location.origin);</script>`
    : '';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${PAGE_TITLE}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<p class="bank">Test bank: card authentication</p>
<h1>${PAGE_TITLE}</h1>
${content}
</main>
${script}
</body>
</html>`;
}

function cardLine(view: ChallengeView): string {
  if (!view.cardType || !view.lastFour) return '<p>Your bank needs you to confirm this payment.</p>';
  const type = escapeHtml(PAYMENT_CARD_TYPE_NAMES[view.cardType] ?? 'card');
  return `<p>Your bank needs you to confirm this payment with your ${type} ending ${escapeHtml(view.lastFour)}.</p>`;
}

const ANSWERED_TEXT = {
  APPROVED: 'You approved this payment. You can go back to checkout.',
  FAILED: 'You did not approve this payment. You can go back to checkout.',
} as const;

function challengeAnswer(c: Context, view: ChallengeView | undefined, status: ContentfulStatusCode = 200) {
  const nonce = randomBytes(16).toString('base64');
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action 'self'; ` +
      `frame-ancestors 'self'; base-uri 'none'`,
  );
  c.header('X-Frame-Options', 'SAMEORIGIN');
  if (!view) {
    return c.html(
      challengePage(
        nonce,
        '<p role="alert">This confirmation is no longer available. Please go back to checkout and try again.</p>',
      ),
      404,
    );
  }
  if (view.status === 'PENDING') {
    const token = c.req.query('token') ?? '';
    const action = `${c.req.path}?token=${encodeURIComponent(token)}`;
    const problem = status === 400 ? '<p role="alert">Please choose Approve or Fail.</p>' : '';
    return c.html(
      challengePage(
        nonce,
        `${cardLine(view)}
${problem}
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="outcome" value="APPROVED">Approve</button>
<button type="submit" name="outcome" value="FAILED">Fail</button>
</form>`,
      ),
      status,
    );
  }
  const outcome = view.status;
  return c.html(
    challengePage(nonce, `<p role="status">${ANSWERED_TEXT[outcome]}</p>`, {
      type: 'payment-challenge',
      jwtId: view.jwtId,
      outcome,
    }),
    status === 400 ? 200 : status,
  );
}
