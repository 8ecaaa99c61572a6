import {
  type ActorRefFrom,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  enqueueActions,
  fromPromise,
  type SnapshotFrom,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import type { BeforeYouGo, Interstitial } from '../src/contract/checkout.ts';
import { INTERSTITIALS_DEADLINE_MS } from '../src/domain/checkout.ts';

/** doc 2 §4 Interstitials: a step of the before-you-go journey. */
export interface InterstitialStep {
  id: string;
  label: string;
  /** The shopper went on from it with Next. */
  valid: boolean;
  current: boolean;
  visited: boolean;
}

/** The journey's last step: the checkout itself. */
export const CHECKOUT_STEP_ID = 'checkout';

export interface InterstitialsInput {
  customerOrderId: string;
}

export interface InterstitialsContext {
  customerOrderId: string;
  /** The interstitials' steps, then the final Checkout step. */
  steps: InterstitialStep[];
  interstitials: Interstitial[];
}

export type InterstitialsEvent =
  | { type: 'NEXT' }
  | { type: 'BACK' }
  /** A step of the progress bar the shopper has already visited. */
  | { type: 'GO_TO'; id: string }
  /** 'Skip to checkout'. */
  | { type: 'SKIP' }
  | DoneActorEvent<BeforeYouGo, 'loadBeforeYouGo'>
  | ErrorActorEvent<unknown, 'loadBeforeYouGo'>;

/** interstitials_journey's action. */
export type JourneyAction = 'view' | 'next' | 'back' | 'skip';
export interface JourneyEvent {
  step: string;
  action: JourneyAction;
}

function notProvided(name: string): never {
  throw new Error(`The interstitials' "${name}" is supplied by the app with interstitialsMachine.provide()`);
}

function inputOf(event: { type: string }): InterstitialsInput | undefined {
  return event.type === 'xstate.init' && 'input' in event ? (event.input as InterstitialsInput) : undefined;
}

const currentIndex = (steps: readonly InterstitialStep[]) => steps.findIndex((step) => step.current);

/** The step on show (for trackJourney's step id); undefined before the steps are known. */
export const currentStepOf = (context: Pick<InterstitialsContext, 'steps'>): InterstitialStep | undefined =>
  context.steps.find((step) => step.current);

/** The steps with the one at `index` current (and so visited). */
function moveTo(steps: readonly InterstitialStep[], index: number): InterstitialStep[] {
  return steps.map((step, at) => ({ ...step, current: at === index, visited: step.visited || at === index }));
}

/**
 * Before you go (doc 2 §4 Interstitials, §9): the steps the trolley's Checkout goes through before the
 * checkout (products the shopper usually buys, offers close to triggering), then the Checkout step. Steps
 * that come late (INTERSTITIALS_DEADLINE) or not at all are skipped.
 */
export const interstitialsMachine = setup({
  types: {
    input: {} as InterstitialsInput,
    context: {} as InterstitialsContext,
    events: {} as InterstitialsEvent,
  },
  actors: {
    /** GET before-you-go. */
    loadBeforeYouGo: fromPromise<BeforeYouGo, { customerOrderId: string }>(async () =>
      notProvided('loadBeforeYouGo'),
    ),
  },
  delays: {
    INTERSTITIALS_DEADLINE: INTERSTITIALS_DEADLINE_MS,
  },
  actions: {
    'take the input': assign({
      // The machine's input arrives with its start event (the configuration holds no functions).
      customerOrderId: ({ event }) => inputOf(event)?.customerOrderId ?? '',
    }),
    'load the steps': spawnChild('loadBeforeYouGo', {
      id: 'loadBeforeYouGo',
      input: ({ context }) => ({ customerOrderId: context.customerOrderId }),
    }),
    'stop loading': stopChild('loadBeforeYouGo'),
    'build the steps': assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadBeforeYouGo');
      const { interstitials } = event.output;
      const steps = [
        ...interstitials.map(({ id, label }) => ({ id, label })),
        { id: CHECKOUT_STEP_ID, label: 'Checkout' },
      ].map((step) => ({ ...step, valid: false, current: false, visited: false }));
      return { interstitials, steps: moveTo(steps, 0) };
    }),
    'go to the next step': assign({
      steps: ({ context }) => {
        const index = currentIndex(context.steps);
        const completed = context.steps.map((step, at) => (at === index ? { ...step, valid: true } : step));
        return moveTo(completed, index + 1);
      },
    }),
    'go to the step before': assign({
      steps: ({ context }) => moveTo(context.steps, currentIndex(context.steps) - 1),
    }),
    'go to the chosen step': assign({
      steps: ({ context, event }) => {
        assertEvent(event, 'GO_TO');
        return moveTo(
          context.steps,
          context.steps.findIndex((step) => step.id === event.id),
        );
      },
    }),
    // interstitials_journey names the step on show when the action is taken (the step left by next and
    // back; the step arrived at by view).
    'track the journey': enqueueActions<
      InterstitialsContext,
      InterstitialsEvent,
      { action: JourneyAction },
      InterstitialsEvent,
      never,
      { type: 'trackJourney'; params: JourneyEvent },
      never,
      never,
      never
    >(({ context, enqueue }, params) => {
      enqueue({
        type: 'trackJourney',
        params: { step: currentStepOf(context)?.id ?? '', action: params.action },
      });
    }),
    // The app provides these (analytics, navigation).
    /** interstitials_journey, with the step's id and what the shopper did. */
    trackJourney: (_, _params: JourneyEvent) => {},
    /** On to the checkout (a full page load). */
    goToCheckout: () => {},
  },
  guards: {
    'there are no interstitials': ({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadBeforeYouGo');
      return event.output.interstitials.length === 0;
    },
    'the next step is the checkout': ({ context }) =>
      context.steps[currentIndex(context.steps) + 1]?.id === CHECKOUT_STEP_ID,
    'there is a step before': ({ context }) => currentIndex(context.steps) > 0,
    'the step was visited': ({ context, event }) => {
      assertEvent(event, 'GO_TO');
      const step = context.steps.find((candidate) => candidate.id === event.id);
      return step?.visited === true && !step.current && step.id !== CHECKOUT_STEP_ID;
    },
  },
}).createMachine({
  id: 'interstitials',
  description:
    "Before you go: the trolley's Checkout first shows what the shopper may have forgotten (products they " +
    'usually buy, offers one item away), one step at a time, then goes to the checkout. Steps that are late ' +
    'or fail are skipped.',
  context: { customerOrderId: '', steps: [], interstitials: [] },
  entry: 'take the input',
  initial: 'loading',
  states: {
    loading: {
      description:
        'The before-you-go steps are asked for; with none, or none within the deadline (4 seconds), or an ' +
        'error, the shopper goes straight to the checkout.',
      entry: 'load the steps',
      exit: 'stop loading',
      after: { INTERSTITIALS_DEADLINE: 'done' },
      on: {
        'xstate.done.actor.loadBeforeYouGo': [
          { guard: 'there are no interstitials', target: 'done' },
          { target: 'showing', actions: 'build the steps' },
        ],
        'xstate.error.actor.loadBeforeYouGo': 'done',
      },
    },
    showing: {
      description:
        'One step on show, with the progress bar of every step and Checkout last. Next goes on (the step is ' +
        'done), Back goes back, a visited step can be chosen again; Next on the last step, or Skip, goes to ' +
        'the checkout.',
      entry: { type: 'track the journey', params: { action: 'view' } },
      on: {
        NEXT: [
          {
            guard: 'the next step is the checkout',
            target: 'done',
            actions: [{ type: 'track the journey', params: { action: 'next' } }, 'go to the next step'],
          },
          {
            actions: [
              { type: 'track the journey', params: { action: 'next' } },
              'go to the next step',
              { type: 'track the journey', params: { action: 'view' } },
            ],
          },
        ],
        BACK: {
          guard: 'there is a step before',
          actions: [
            { type: 'track the journey', params: { action: 'back' } },
            'go to the step before',
            { type: 'track the journey', params: { action: 'view' } },
          ],
        },
        GO_TO: {
          guard: 'the step was visited',
          actions: ['go to the chosen step', { type: 'track the journey', params: { action: 'view' } }],
        },
        SKIP: { target: 'done', actions: { type: 'track the journey', params: { action: 'skip' } } },
      },
    },
    done: {
      description: 'On to the checkout.',
      type: 'final',
      entry: 'goToCheckout',
    },
  },
});

export type InterstitialsActor = ActorRefFrom<typeof interstitialsMachine>;
export type InterstitialsSnapshot = SnapshotFrom<typeof interstitialsMachine>;

// Selectors: what the before-you-go views read.

export const selectSteps = (snapshot: InterstitialsSnapshot): InterstitialStep[] => snapshot.context.steps;

/** The interstitial on show, with its products; null while loading and once done. */
export function selectCurrentInterstitial(snapshot: InterstitialsSnapshot): Interstitial | null {
  if (!snapshot.matches('showing')) return null;
  const step = currentStepOf(snapshot.context);
  return snapshot.context.interstitials.find((interstitial) => interstitial.id === step?.id) ?? null;
}

export const selectIsLoading = (snapshot: InterstitialsSnapshot): boolean => snapshot.matches('loading');

export const selectCanGoBack = (snapshot: InterstitialsSnapshot): boolean => snapshot.can({ type: 'BACK' });
