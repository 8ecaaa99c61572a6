import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { type PromoCodesSnapshot, promoCodesMachine } from '../machines/promo-codes.machine.ts';
import { selectPromoCodes } from '../machines/promo-codes.selectors.ts';
import type { AddIncentiveAnswer, Incentive } from '../src/contract/incentives.ts';
import {
  INCENTIVE_FIELD_MESSAGES,
  INCENTIVE_MESSAGES,
  INCENTIVE_REFUSALS,
} from '../src/domain/incentives.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

type PromoCodesModelEvent = EventFromLogic<typeof promoCodesMachine>;

const INPUT = { customerOrderId: '1000001' };

const money = (amount: number) => ({ amount, currencyCode: 'GBP' });
const WELCOME10: Incentive = {
  code: 'WELCOME10',
  status: 'APPLIED',
  description: '10% off your first order of £40 or more',
  value: money(4.5),
  type: 'COUPON',
  applicationMethod: 'ORDER',
  message: null,
};
/** The same code kept while the spend is under its minimum. */
const SPEND_MORE: Incentive = {
  ...WELCOME10,
  status: 'NOT_APPLIED',
  value: money(0),
  message: INCENTIVE_REFUSALS.INCENTIVE_MINIMUM_SPEND.replace('{amount}', '£40.00'),
};

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as PromoCodesModelEvent;
const failed = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error, actorId: id }) as unknown as PromoCodesModelEvent;

const ANSWERS = {
  applied: { incentive: WELCOME10, rejection: null, incentives: [WELCOME10] },
  'kept, not applied': { incentive: SPEND_MORE, rejection: null, incentives: [SPEND_MORE] },
  refused: {
    incentive: null,
    rejection: {
      code: 'NOSUCH',
      type: 'INCENTIVE_NOT_FOUND',
      message: INCENTIVE_REFUSALS.INCENTIVE_NOT_FOUND,
    },
    incentives: [],
  },
} as const satisfies Record<string, AddIncentiveAnswer>;

/** How the calls fail (src/api/money-off.ts MoneyOffFailure): a refusal, a server error, no answer at all. */
const FAILURES = {
  'already on the order': {
    status: 409,
    message: INCENTIVE_REFUSALS.INCENTIVE_ALREADY_ADDED,
    type: 'INCENTIVE_ALREADY_ADDED',
    details: [],
  },
  'a server error': { status: 503, message: 'Service Unavailable', type: null, details: [] },
  'no answer': { status: null, message: null, type: null, details: [] },
  'a refusal without a message': { status: 400, message: null, type: 'INVALID_INPUT', details: [] },
  'not on the order': {
    status: 404,
    message: INCENTIVE_REFUSALS.INCENTIVE_NOT_ON_ORDER,
    type: 'INCENTIVE_NOT_ON_ORDER',
    details: [],
  },
} as const;

const APPLIES = {
  'an empty box': { type: 'APPLY', code: '   ' },
  'not a code': { type: 'APPLY', code: 'WELCOME 10!' },
  'welcome10 typed in lowercase': { type: 'APPLY', code: ' welcome10 ' },
} as const satisfies Record<string, PromoCodesModelEvent>;

const events: PromoCodesModelEvent[] = [
  done('loadIncentives', [WELCOME10]),
  failed('loadIncentives', FAILURES['no answer']),
  ...Object.values(APPLIES),
  ...Object.values(ANSWERS).map((answer) => done('addIncentive', answer)),
  failed('addIncentive', FAILURES['already on the order']),
  failed('addIncentive', FAILURES['a server error']),
  failed('addIncentive', FAILURES['no answer']),
  failed('addIncentive', FAILURES['a refusal without a message']),
  { type: 'REMOVE', code: 'WELCOME10' },
  done('removeIncentive', []),
  failed('removeIncentive', FAILURES['not on the order']),
  failed('removeIncentive', FAILURES['a server error']),
  { type: 'DISMISS_NOTICE' },
  { type: 'TOTALS_NOT_REFRESHED' },
];

function describeEvent(event: PromoCodesModelEvent): string | undefined {
  for (const [name, candidate] of Object.entries(APPLIES)) if (candidate === event) return `APPLY (${name})`;
  if (event.type === 'xstate.done.actor.addIncentive') {
    const name = Object.entries(ANSWERS).find(([, answer]) => answer === event.output)?.[0];
    return `addIncentive answers (${name})`;
  }
  if (event.type.startsWith('xstate.error.actor.')) {
    const name = Object.entries(FAILURES).find(
      ([, failure]) => failure === (event as { error?: unknown }).error,
    );
    return `${event.type.slice('xstate.error.actor.'.length)} fails (${name?.[0]})`;
  }
  return undefined;
}

const lastInvocation = (world: ReplayWorld) => world.invocations.at(-1);
const announcements = (world: ReplayWorld) =>
  world.effects.filter((effect) => effect.name === 'totalsChanged');
const codesAdded = (world: ReplayWorld) => world.effects.filter((effect) => effect.name === 'codeAdded');

/**
 * Promo codes as a model: the codes load (or fail, or are late), the shopper types codes good and bad, applies
 * and removes them, and the order service applies, keeps, refuses or fails. Walked by `promo-codes.test.ts`.
 */
export const promoCodesModel: MachineModel<typeof promoCodesMachine> = {
  machine: promoCodesMachine,
  input: INPUT,
  events,
  describeEvent,
  project: (snapshot) => ({
    value: snapshot.value,
    codes: snapshot.context.incentives.map((incentive) => incentive.code),
    fieldError: snapshot.context.fieldError,
    serverError: snapshot.context.serverError,
    rejection: snapshot.context.rejection?.code ?? null,
    notice: snapshot.context.notice,
  }),
  provide: (world) => ({
    actions: {
      'announce the new totals': ({ context }) =>
        void world.effects.push({ name: 'totalsChanged', detail: context.customerOrderId }),
      'say the code is on the order': ({ event }) =>
        void world.effects.push({
          name: 'codeAdded',
          detail: (event as { output?: AddIncentiveAnswer }).output?.incentive?.code,
        }),
    },
  }),
  invariants: {
    '*': (snapshot: PromoCodesSnapshot, { event, world }) => {
      const { context } = snapshot;
      expect(context.customerOrderId).toBe(INPUT.customerOrderId);
      // doc 2 §3: isAdding and isRemoving say which call is under way; one call at a time.
      expect(context.isAdding).toBe(snapshot.matches('adding'));
      expect(context.isRemoving).toBe(snapshot.matches('removing'));
      expect(Object.keys(snapshot.children).length).toBeLessThanOrEqual(1);
      // The box is checked before anything is sent: a bad code never reaches the server.
      const sent = world.invocations.filter((invocation) => invocation.src === 'addIncentive');
      for (const call of sent) expect(call.input).toEqual({ customerOrderId: '1000001', code: 'WELCOME10' });
      // Only a change the server made announces new totals, and for this order.
      for (const effect of announcements(world)) expect(effect.detail).toBe(INPUT.customerOrderId);
      const changes = world.invocations.filter(
        (invocation) =>
          (invocation.src === 'addIncentive' || invocation.src === 'removeIncentive') &&
          invocation.outcome &&
          'output' in invocation.outcome,
      );
      expect(announcements(world)).toHaveLength(changes.length);
      // The code box is emptied for every code the server put on the order (applied or kept), and only
      // those: a refused code, or a call that failed, stays in the box to be corrected.
      const onTheOrder = sent.filter(
        (call) =>
          call.outcome &&
          'output' in call.outcome &&
          (call.outcome.output as AddIncentiveAnswer).incentive !== null,
      );
      expect(codesAdded(world).map((effect) => effect.detail)).toEqual(onTheOrder.map(() => 'WELCOME10'));
      if (event.type === 'DISMISS_NOTICE') expect(context.notice).toBeNull();
      expect(selectPromoCodes(snapshot).busy).toBe(context.isAdding || context.isRemoving);
    },
    loading: (snapshot, { event, world }) => {
      expect(lastInvocation(world)).toMatchObject({ src: 'loadIncentives', input: INPUT });
      expect(snapshot.context.incentives).toEqual([]);
      // The box is checked while the codes load, too.
      if (event.type === 'APPLY') expect(snapshot.context.fieldError).not.toBeNull();
    },
    ready: (snapshot, { event }) => {
      // A failed or late load leaves no codes, and the box works.
      if (event.type === 'xstate.error.actor.loadIncentives' || event.type.startsWith('xstate.after.')) {
        if (event.type.includes('INCENTIVES_DEADLINE') || event.type.startsWith('xstate.error'))
          expect(snapshot.context.incentives).toEqual([]);
      }
      if (event.type === 'xstate.done.actor.loadIncentives')
        expect(snapshot.context.incentives).toEqual([WELCOME10]);
    },
    'ready.idle': (snapshot, { event }) => {
      if (event.type === 'APPLY') {
        expect(snapshot.context.fieldError).toBe(
          (event as PromoCodesModelEvent & { type: 'APPLY' }).code.trim() === ''
            ? INCENTIVE_FIELD_MESSAGES.codeRequired
            : INCENTIVE_FIELD_MESSAGES.codeInvalid,
        );
      }
    },
    adding: (snapshot, { world }) => {
      expect(snapshot.context.requestedPromoCode).toBe('WELCOME10');
      expect(snapshot.context.fieldError).toBeNull();
      expect(snapshot.context.notice).toBeNull();
      expect(lastInvocation(world)).toMatchObject({ src: 'addIncentive', id: 'addIncentive' });
    },
    removing: (snapshot, { world }) => {
      expect(snapshot.context.requestedPromoCode).toBe('WELCOME10');
      expect(lastInvocation(world)).toMatchObject({
        src: 'removeIncentive',
        input: { customerOrderId: '1000001', code: 'WELCOME10' },
      });
    },
    'ready.success': (snapshot, { event }) => {
      if (event.type === 'xstate.done.actor.addIncentive') {
        expect(snapshot.context.notice).toBe(INCENTIVE_MESSAGES.applied);
        expect(snapshot.context.incentives).toEqual([WELCOME10]);
      }
      if (event.type === 'xstate.done.actor.removeIncentive') {
        expect(snapshot.context.notice).toBe(INCENTIVE_MESSAGES.removed);
        expect(snapshot.context.incentives).toEqual([]);
      }
      expect(snapshot.context.serverError).toBeNull();
    },
    'ready.failure': (snapshot, { event: step }) => {
      const { context } = snapshot;
      const event = step as PromoCodesModelEvent;
      // The totals on show could not be fetched again: said in the snackbar, and kept by the box after it.
      if (event.type === 'TOTALS_NOT_REFRESHED') {
        expect(context.notice).toBe(INCENTIVE_MESSAGES.totalsNotRefreshed);
        expect(context.serverError).toBe(INCENTIVE_MESSAGES.totalsNotRefreshed);
      }
      if (event.type === 'xstate.done.actor.addIncentive') {
        expect(context.notice).toBe(INCENTIVE_MESSAGES.notApplied);
        // The alert: the kept code's message, or the refusal's.
        const alert = selectPromoCodes(snapshot).alert;
        expect(alert).toBe(event.output.rejection?.message ?? event.output.incentive?.message);
      }
      if (event.type === 'xstate.error.actor.addIncentive') {
        const failure = event.error as { status: number | null; message: string | null };
        const expected =
          failure.status === null || failure.status >= 500 || !failure.message
            ? INCENTIVE_MESSAGES.addFailed
            : failure.message;
        expect(context.serverError).toBe(expected);
        expect(context.notice).toBe(expected);
      }
      if (event.type === 'xstate.error.actor.removeIncentive') {
        const failure = event.error as { status: number; message: string };
        expect(context.serverError).toBe(
          failure.status >= 500 ? INCENTIVE_MESSAGES.removeFailed : failure.message,
        );
      }
    },
  },
};
