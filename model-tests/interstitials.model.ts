import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import {
  CHECKOUT_STEP_ID,
  type InterstitialsSnapshot,
  interstitialsMachine,
  type JourneyEvent,
  selectCanGoBack,
  selectCurrentInterstitial,
  selectIsLoading,
  selectSteps,
} from '../machines/interstitials.machine.ts';
import type { BeforeYouGo, Interstitial } from '../src/contract/checkout.ts';
import { INTERSTITIALS_DEADLINE_MS } from '../src/domain/checkout.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

const INPUT = { customerOrderId: '1000001' };

const interstitial = (id: string, label: string): Interstitial => ({
  id,
  label,
  description: `${label}: add them before you check out`,
  products: [],
});

const FAVOURITES = interstitial('forgotten-favourites', 'Forgotten favourites');
const OFFERS = interstitial('offers-close', 'Offers you are close to');
const TWO_STEPS: BeforeYouGo = { interstitials: [FAVOURITES, OFFERS] };
const NONE: BeforeYouGo = { interstitials: [] };

type InterstitialsModelEvent = EventFromLogic<typeof interstitialsMachine>;

const LOADS = {
  'two steps': {
    type: 'xstate.done.actor.loadBeforeYouGo',
    output: TWO_STEPS,
    actorId: 'loadBeforeYouGo',
  },
  'no steps': { type: 'xstate.done.actor.loadBeforeYouGo', output: NONE, actorId: 'loadBeforeYouGo' },
} as const satisfies Record<string, InterstitialsModelEvent>;

const events: InterstitialsModelEvent[] = [
  ...Object.values(LOADS),
  {
    type: 'xstate.error.actor.loadBeforeYouGo',
    error: new TypeError('Failed to fetch'),
    actorId: 'loadBeforeYouGo',
  },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'GO_TO', id: FAVOURITES.id },
  { type: 'GO_TO', id: OFFERS.id },
  { type: 'GO_TO', id: CHECKOUT_STEP_ID },
  { type: 'SKIP' },
];

function describeEvent(event: InterstitialsModelEvent): string | undefined {
  for (const [name, candidate] of Object.entries(LOADS)) if (candidate === event) return `loads ${name}`;
  if (event.type === 'GO_TO') return `GO_TO ${event.id}`;
  return undefined;
}

/** The steps as `id:flags` (v valid, c current, s seen): enough to tell the states apart. */
function project(snapshot: InterstitialsSnapshot) {
  return {
    value: snapshot.value,
    steps: snapshot.context.steps.map(
      (step) => `${step.id}:${step.valid ? 'v' : ''}${step.current ? 'c' : ''}${step.visited ? 's' : ''}`,
    ),
  };
}

const journey = (world: ReplayWorld) =>
  world.effects
    .filter((effect) => effect.name === 'trackJourney')
    .map((effect) => effect.detail as JourneyEvent);

/**
 * Before you go as a model: the steps load (two of them, none, an error, or too late), and the shopper goes
 * on, back, to a step seen already, or skips. Walked by `interstitials.test.ts`.
 */
export const interstitialsModel: MachineModel<typeof interstitialsMachine> = {
  machine: interstitialsMachine,
  input: INPUT,
  events,
  project,
  describeEvent,
  provide: (world) => ({
    actions: {
      trackJourney: (_, params) => void world.effects.push({ name: 'trackJourney', detail: params }),
      goToCheckout: () => void world.effects.push({ name: 'goToCheckout' }),
    },
  }),
  invariants: {
    '*': (snapshot, { world }) => {
      const steps = selectSteps(snapshot);
      if (steps.length > 0) {
        // doc 2 §4: a final Checkout step is added.
        expect(steps.at(-1)).toMatchObject({ id: CHECKOUT_STEP_ID, label: 'Checkout' });
        expect(steps.map((step) => step.id)).toEqual([FAVOURITES.id, OFFERS.id, CHECKOUT_STEP_ID]);
        for (const step of steps) if (step.valid || step.current) expect(step.visited).toBe(true);
      }
      // Every journey event names a step of the journey.
      for (const event of journey(world)) expect([FAVOURITES.id, OFFERS.id]).toContain(event.step);
      if (!snapshot.matches('done'))
        expect(world.effects.map((effect) => effect.name)).not.toContain('goToCheckout');
    },
    loading: (snapshot, { world }) => {
      expect(selectIsLoading(snapshot)).toBe(true);
      expect(world.invocations.at(-1)).toMatchObject({ src: 'loadBeforeYouGo', input: INPUT });
      // doc 2 §9: skipped when not answered within the deadline.
      const deadline = world.timers().find((timer) => timer.event.includes('INTERSTITIALS_DEADLINE'));
      expect(deadline?.inMs).toBe(INTERSTITIALS_DEADLINE_MS);
    },
    showing: (snapshot, { event, world }) => {
      const steps = selectSteps(snapshot);
      const current = steps.filter((step) => step.current);
      expect(current).toHaveLength(1);
      expect(current[0]?.id).not.toBe(CHECKOUT_STEP_ID);
      expect(steps.at(-1)?.visited, 'reaching Checkout ends the journey').toBe(false);
      expect(selectCurrentInterstitial(snapshot)?.id).toBe(current[0]?.id);
      expect(selectCanGoBack(snapshot)).toBe(current[0]?.id !== FAVOURITES.id);
      // The step on show was the last one viewed; next and back name the step left.
      const tracked = journey(world);
      expect(tracked.at(-1)).toEqual({ step: current[0]?.id, action: 'view' });
      if (event.type === 'NEXT') {
        expect(tracked.at(-2)).toEqual({ step: FAVOURITES.id, action: 'next' });
        expect(steps[0]).toMatchObject({ valid: true, visited: true, current: false });
      }
      if (event.type === 'BACK') expect(tracked.at(-2)).toEqual({ step: OFFERS.id, action: 'back' });
      if (event.type === 'GO_TO') expect(current[0]?.id).toBe((event as { id?: string }).id);
    },
    done: (snapshot, { event, world }) => {
      expect(snapshot.status).toBe('done');
      expect(world.effects.filter((effect) => effect.name === 'goToCheckout')).toHaveLength(1);
      expect(world.effects.at(-1)?.name).toBe('goToCheckout');
      const tracked = journey(world);
      if (event.type === 'SKIP') expect(tracked.at(-1)?.action).toBe('skip');
      if (event.type === 'NEXT') {
        expect(tracked.at(-1)).toEqual({ step: OFFERS.id, action: 'next' });
        expect(selectSteps(snapshot).map((step) => step.valid)).toEqual([true, true, false]);
        expect(selectSteps(snapshot).at(-1)).toMatchObject({ current: true, visited: true });
      }
      // Late, failed or empty: straight on, nothing shown or tracked.
      if (event.type.startsWith('xstate.after.') || event.type.startsWith('xstate.error.')) {
        expect(selectSteps(snapshot)).toEqual([]);
        expect(tracked).toEqual([]);
      }
      if (event === LOADS['no steps']) expect(tracked).toEqual([]);
    },
  },
};
