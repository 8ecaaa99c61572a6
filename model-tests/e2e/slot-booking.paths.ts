import type { AnyStateNode, EventFromLogic } from 'xstate';
import { type SlotBookingSnapshot, slotBookingMachine } from '../../machines/slot-booking.machine.ts';
import type { CustomerSlot, Slot, SlotGrid } from '../../src/domain/slot-booking.ts';
import type { RestrictedLine } from '../../src/domain/slot-restrictions.ts';
import { slotGridSample } from '../../test/fixtures/slot-grid.ts';
import { statePath } from '../support/machine-graph.ts';
import { type MachineModel, type ModelStep, modelPaths } from '../support/walk-machine.ts';

// The slot booking machine's graph, walked with the events a shopper can cause in Chromium against the real
// server (model-tests/slot-booking.model.ts walks every event on a bare actor). The payloads only steer the
// walk: in the browser each event is a shopper's step or the server's answer (slot-booking.spec.ts).

type SlotBookingEvent = EventFromLogic<typeof slotBookingMachine>;
export type SlotBookingStep = ModelStep<typeof slotBookingMachine>;

const TODAY = '2026-06-01';

const SLOT: Slot = {
  slotId: '651-DELIVERY-2026-06-02-1000',
  startDateTime: '2026-06-02T09:00:00.000Z',
  endDateTime: '2026-06-02T10:00:00.000Z',
  status: 'AVAILABLE',
  charge: { amount: 4.5, currencyCode: 'GBP' },
  greenSlot: false,
  saver: false,
  campaign: null,
  isPriority: false,
};

const GRID: SlotGrid = slotGridSample([{ date: '2026-06-02', slots: [SLOT] }]);

/** An entertaining product in the trolley: no delivery slot can take it (doc 2 §8). */
const ENTERTAINING: readonly RestrictedLine[] = [
  {
    lineNumber: '123',
    name: 'Canapés',
    facts: {
      leadTimeDays: null,
      availableDays: null,
      restrictionStartDate: null,
      restrictionEndDate: null,
      entertaining: true,
    },
  },
];

/** The call layer's refusals as the machine meets them. */
const refusal = (status: number, type: string, message: string) =>
  Object.assign(new Error(message), { status, type, body: { message, type } });

const chosen = (restrictedLines: readonly RestrictedLine[]) =>
  ({
    type: 'SERVICE_CHOSEN',
    service: 'delivery',
    fromDate: TODAY,
    today: TODAY,
    gridLength: 5,
    offersEndDate: null,
    restrictedLines,
  }) as const;

/** Delivery, with an empty trolley or with an entertaining item in it. */
export const CHOSE_DELIVERY = chosen([]);
export const CHOSE_DELIVERY_WITH_ENTERTAINING_ITEM = chosen(ENTERTAINING);

const events: SlotBookingEvent[] = [
  CHOSE_DELIVERY,
  CHOSE_DELIVERY_WITH_ENTERTAINING_ITEM,
  { type: 'ADDRESS_SELECTED', addressId: '50000001', postcode: 'RG12 1EN' },
  { type: 'xstate.done.actor.loadGrid', output: GRID, actorId: 'loadGrid' },
  {
    type: 'xstate.error.actor.loadGrid',
    error: refusal(503, 'UNAVAILABLE', 'Service unavailable'),
    actorId: 'loadGrid',
  },
  { type: 'REFRESH' },
  { type: 'SLOT_SELECTED', slot: SLOT },
  { type: 'SLOT_DESELECTED' },
  { type: 'RESTRICTED_SLOT_DISMISSED' },
  { type: 'BOOK' },
  { type: 'xstate.done.actor.bookSlot', output: {} as CustomerSlot, actorId: 'bookSlot' },
  {
    type: 'xstate.error.actor.bookSlot',
    error: refusal(409, 'SLOT_TAKEN', "Sorry, that slot's just been taken"),
    actorId: 'bookSlot',
  },
  { type: 'xstate.done.actor.refreshGrid', output: GRID, actorId: 'refreshGrid' },
];

/** Each event as the shopper does it, or as the server answers. */
const SHOPPER_WORDS: Partial<Record<SlotBookingEvent['type'], string>> = {
  ADDRESS_SELECTED: 'adds an address',
  'xstate.done.actor.loadGrid': 'the grid loads',
  'xstate.error.actor.loadGrid': 'slotdays answers 503',
  REFRESH: 'refreshes',
  SLOT_SELECTED: 'selects a slot',
  SLOT_DESELECTED: 'deselects it',
  RESTRICTED_SLOT_DISMISSED: 'Select a later slot',
  BOOK: 'Book slot',
  'xstate.done.actor.bookSlot': 'bookslot books it',
  'xstate.error.actor.bookSlot': 'bookslot refuses: slot taken',
  'xstate.done.actor.refreshGrid': 'the refresh loads',
};

const model: MachineModel<typeof slotBookingMachine> = {
  machine: slotBookingMachine,
  events,
  // The state, and whether the trolley holds a line some slots cannot take: enough to keep the graph finite.
  project: (snapshot) => ({
    value: snapshot.value,
    restricted: snapshot.context.restrictedLines.length > 0,
  }),
  describeEvent: (event) => {
    if (event.type === 'SERVICE_CHOSEN') {
      return event.restrictedLines.length ? 'delivery, an entertaining item in the trolley' : 'delivery';
    }
    return SHOPPER_WORDS[event.type];
  },
  invariants: {},
};

/**
 * What a shopper can see of each state a browser can reach. The others: `waitingForService` lasts from the
 * slot page's first render to its first effect, which names the service (nothing shows in between);
 * `located.showing.choice.deciding` is left by an eventless transition in the same step it is entered;
 * `located.showing.choice.expiredOffers` needs a trolley whose offers end before a bookable slot, and the
 * seed's offers run for two to four years, past the three-week booking window.
 */
export const SHOPPER_STATES = [
  'choosingPlace',
  'located.loading',
  'located.loadFailed',
  'located.showing.choice.browsing',
  'located.showing.choice.proposed',
  'located.showing.choice.restricted',
  'located.showing.choice.refused',
  'located.showing.choice.booked',
  'located.showing.freshness.waiting',
  'located.showing.freshness.refreshing',
  'located.booking',
] as const;
export type ShopperState = (typeof SHOPPER_STATES)[number];

/** The atomic states a snapshot is in, by path (`located.showing.choice.booked`). */
export function statesOf(snapshot: SlotBookingSnapshot): string[] {
  return snapshot._nodes
    .filter((node: AnyStateNode) => node.type === 'atomic')
    .map((node: AnyStateNode) => statePath(node));
}

/** The shopper's ways on from a state on show (a new place or service would start the visit again). */
const WAYS_ON = new Set(['REFRESH', 'SLOT_SELECTED', 'SLOT_DESELECTED', 'RESTRICTED_SLOT_DISMISSED', 'BOOK']);

export interface BrowserPath {
  description: string;
  steps: SlotBookingStep[];
}

/**
 * A few paths that together reach every state a shopper can see: for each such state, from the farthest to
 * the nearest, the walk's earliest way to it unless a path chosen already passes it, and one shopper's step
 * on from there; paths that begin another are dropped. Each costs a new shopper and a browser, so there are
 * as few as the states need.
 */
export function browserPaths(): BrowserPath[] {
  // Paths with an entertaining item in the trolley cost a product search and a trolley call: on a tie, the
  // others are taken.
  const entertaining = (steps: SlotBookingStep[]) =>
    JSON.stringify(steps[1]?.event) === JSON.stringify(CHOSE_DELIVERY_WITH_ENTERTAINING_ITEM);
  const walked = modelPaths(model)
    .map((path) => path.steps)
    .sort((a, b) => Number(entertaining(a)) - Number(entertaining(b)));
  const reach = (steps: SlotBookingStep[], state: string) =>
    steps.findIndex((step) => statesOf(step.state).includes(state));
  const nearest = (state: string) => {
    let best: SlotBookingStep[] | undefined;
    for (const steps of walked) {
      const at = reach(steps, state);
      if (at >= 0 && (!best || at + 1 < best.length)) best = steps.slice(0, at + 1);
    }
    if (!best) throw new Error(`No walked path reaches ${state}`);
    return best;
  };

  const farthestFirst = [...SHOPPER_STATES].sort((a, b) => nearest(b).length - nearest(a).length);
  const chosen: SlotBookingStep[][] = [];
  for (const state of farthestFirst) {
    if (chosen.some((steps) => reach(steps, state) >= 0)) continue;
    chosen.push(nearest(state));
  }
  const sequence = (steps: SlotBookingStep[]) => steps.map((step) => inShopperWords(step));
  const startsWith = (steps: SlotBookingStep[], head: SlotBookingStep[]) => {
    const names = sequence(steps);
    return sequence(head).every((name, i) => names[i] === name);
  };

  // Then one step more where the shopper carries on from the last state (Try again, Refresh now, Select a
  // later slot, another slot): the way out of a state is part of what it shows. A way no path takes yet first.
  const taken = new Set<string>();
  const extended = chosen.map((steps) => {
    const ways = walked
      .filter((other) => other.length > steps.length && startsWith(other, steps))
      .map((other) => other.slice(0, steps.length + 1))
      .filter((longer) => WAYS_ON.has((longer.at(-1) as SlotBookingStep).event.type));
    const way =
      ways.find((longer) => !taken.has(inShopperWords(longer.at(-1) as SlotBookingStep))) ?? ways[0];
    if (!way) return steps;
    taken.add(inShopperWords(way.at(-1) as SlotBookingStep));
    return way;
  });

  const kept = extended.filter(
    (steps, index) =>
      !extended.some(
        (other, otherIndex) =>
          otherIndex !== index && other.length > steps.length && startsWith(other, steps),
      ),
  );
  return kept.map((steps) => ({
    description: `${['start', ...sequence(steps).slice(1)].join(' → ')} ⇒ ${statesOf(steps.at(-1)?.state as SlotBookingSnapshot).join(', ')}`,
    steps,
  }));
}

/** A step in the shopper's words. */
export function inShopperWords(step: SlotBookingStep): string {
  const { event } = step;
  const named = model.describeEvent?.(event as SlotBookingEvent);
  if (named) return named;
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (outcome) return `${outcome[2]} answers`;
  if (event.type.startsWith('xstate.after.')) return 'two minutes pass';
  return event.type;
}
