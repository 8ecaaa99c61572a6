import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { actionFailureOf, actionResultOf } from '../../../src/api/orders.ts';
import { ORDER_MESSAGES } from '../../../src/domain/orders.ts';

const refused = (status: number, body: unknown) =>
  new ApiError(
    status,
    body,
    new Request('http://shop.test/api/order-orchestration-prod/v1/orders/1/cancel'),
    'POST cancel',
  );

/** doc 2 §8 Orders: "Cancel and amend failures arrive as a failures list"; the rest is the unexpected error. */
describe('the order actions’ answers as results', () => {
  it('an answer without failures is the order', () => {
    expect(actionResultOf({ failures: [], order: null })).toEqual({ ok: true, order: null });
  });

  it.each([
    [
      'a graph failures list',
      () =>
        actionResultOf({
          failures: [{ type: 'AMEND_CUT_OFF_PASSED', message: ORDER_MESSAGES.changesRefused }],
          order: null,
        }),
      { type: 'AMEND_CUT_OFF_PASSED', message: ORDER_MESSAGES.changesRefused },
    ],
    [
      'a REST 409 with its failures list',
      () =>
        actionFailureOf(
          refused(409, {
            failures: [{ type: 'RESCHEDULING_PROHIBITED', message: ORDER_MESSAGES.reschedulingProhibited }],
            order: null,
          }),
        ),
      { type: 'RESCHEDULING_PROHIBITED', message: ORDER_MESSAGES.reschedulingProhibited },
    ],
    [
      'a REST refusal as { message, type }',
      () =>
        actionFailureOf(refused(409, { type: 'NOT_CANCELLABLE', message: ORDER_MESSAGES.notCancellable })),
      { type: 'NOT_CANCELLABLE', message: ORDER_MESSAGES.notCancellable },
    ],
    [
      'a failure of a type it does not know, in the server’s words',
      () => actionResultOf({ failures: [{ type: 'SOMETHING_NEW', message: 'Not now' }], order: null }),
      { type: 'UNEXPECTED', message: 'Not now' },
    ],
    [
      'a 404 without a body',
      () => actionFailureOf(refused(404, '')),
      { type: 'ORDER_NOT_FOUND', message: ORDER_MESSAGES.unexpected },
    ],
    [
      'a 500',
      () => actionFailureOf(refused(500, 'Internal Server Error')),
      { type: 'UNEXPECTED', message: ORDER_MESSAGES.unexpected },
    ],
    [
      'no answer at all',
      () => actionFailureOf(new TypeError('Failed to fetch')),
      { type: 'UNEXPECTED', message: ORDER_MESSAGES.unexpected },
    ],
  ])('%s', (_name, result, failure) => {
    expect(result()).toEqual({ ok: false, failure });
  });
});
