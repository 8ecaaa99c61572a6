import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import {
  type PageLoadingSnapshot,
  pageLoadingMachine,
  selectIsPageLoaded,
  selectIsSupportedBrowser,
  selectPageState,
  selectPreloadState,
  selectRunningTimers,
  selectShowsPendingIndicator,
} from '../machines/page-loading.machine.ts';
import { PENDING_INDICATOR_DELAY_MS, SHELL_TIMERS } from '../src/domain/page-loading.ts';
import type { MachineModel } from './support/walk-machine.ts';

type PageLoadingEvent = EventFromLogic<typeof pageLoadingMachine>;

/**
 * Two timers. Their delays are longer than any stretch of time a walk lets pass (it moves the clock only
 * for the pending indicator), so that they elapse when the walk says so, never behind its back.
 */
const TIMERS = { [SHELL_TIMERS.scrollRestoration]: 60_000, 'analytics-flush': 300_000 } as const;
type TimerName = keyof typeof TIMERS;
const TIMER_NAMES = Object.keys(TIMERS) as TimerName[];

const events: PageLoadingEvent[] = [
  { type: 'PAGE.LOADING' },
  { type: 'PAGE.LOADED' },
  { type: 'PRELOAD.STARTED' },
  { type: 'PRELOAD.DONE' },
  { type: 'PRELOAD.FAILED' },
  ...TIMER_NAMES.flatMap((name): PageLoadingEvent[] => [
    { type: 'TIMER.START', name, delay: TIMERS[name] },
    { type: 'TIMER.CANCEL', name },
    { type: 'TIMER.ELAPSED', name },
  ]),
];

const PENDING_INDICATOR_EVENT = 'xstate.after.PENDING_INDICATOR.pageLoading.page.clientPageLoading.quiet';

/**
 * The page-loading machine as a model: the router's events, preloads, and two named timers. An unsupported
 * browser is the input, to show the flag travels from the input to the view. Walked by
 * `page-loading.test.ts`.
 */
export const pageLoadingModel: MachineModel<typeof pageLoadingMachine> = {
  machine: pageLoadingMachine,
  input: { supportedBrowser: false },
  events,
  // Two preloads at once behave like any larger number, and the order timers started in does not matter.
  project: (snapshot) => ({
    value: snapshot.value,
    preloads: Math.min(snapshot.context.preloadsInProgress, 2),
    timers: selectRunningTimers(snapshot).sort(),
  }),
  describeEvent: (event) => {
    if (event.type === 'TIMER.START') return `start ${event.name} (${event.delay} ms)`;
    if (event.type === 'TIMER.CANCEL') return `cancel ${event.name}`;
    if (event.type === 'TIMER.ELAPSED') return `${event.name} elapses`;
    return undefined;
  },
  provide: (world) => ({
    actions: {
      'announce the elapsed timer': ({ event }) => {
        if (event.type === 'TIMER.ELAPSED') world.effects.push({ name: 'timer elapsed', detail: event.name });
      },
    },
  }),
  invariants: {
    '*': (snapshot: PageLoadingSnapshot, { event: step, world }) => {
      const event = step as PageLoadingEvent;
      expect(selectIsSupportedBrowser(snapshot), 'the input flag is kept').toBe(false);
      expect(selectShowsPendingIndicator(snapshot)).toBe(
        snapshot.matches({ page: { clientPageLoading: 'pendingIndicatorShown' } }),
      );
      expect(selectPageState(snapshot)).toBe(selectIsPageLoaded(snapshot) ? 'loaded' : 'client page loading');

      // Every running named timer has exactly one schedule, and nothing else is scheduled for them.
      const named = world.timers().filter((timer) => timer.event === 'TIMER.ELAPSED');
      const running = selectRunningTimers(snapshot);
      expect(named).toHaveLength(running.length);
      expect(new Set(running).size, 'a name runs once at most').toBe(running.length);

      if (event.type === 'TIMER.START') {
        expect(running).toContain(event.name);
        expect(named).toContainEqual({ event: 'TIMER.ELAPSED', inMs: event.delay });
      }
      if (event.type === 'TIMER.CANCEL') {
        expect(running).not.toContain(event.name);
      }
      if (event.type === 'TIMER.ELAPSED') {
        expect(running).not.toContain(event.name);
        expect(world.effects.at(-1)).toEqual({ name: 'timer elapsed', detail: event.name });
      }
    },
    'page.clientPageLoading.quiet': (_snapshot, { event, world }) => {
      const pending = world.timers().filter((timer) => timer.event === PENDING_INDICATOR_EVENT);
      expect(pending).toHaveLength(1);
      if (event.type === 'PAGE.LOADING' || event.type === 'xstate.init') {
        expect(pending[0]?.inMs).toBe(PENDING_INDICATOR_DELAY_MS);
      }
    },
    'page.clientPageLoading.pendingIndicatorShown': (snapshot, { world }) => {
      expect(selectShowsPendingIndicator(snapshot)).toBe(true);
      expect(world.timers().filter((timer) => timer.event === PENDING_INDICATOR_EVENT)).toEqual([]);
    },
    'page.loaded': (snapshot, { world }) => {
      expect(selectShowsPendingIndicator(snapshot)).toBe(false);
      expect(world.timers().filter((timer) => timer.event === PENDING_INDICATOR_EVENT)).toEqual([]);
    },
    'preload.idle': (snapshot) => {
      expect(snapshot.context.preloadsInProgress).toBe(0);
      expect(selectPreloadState(snapshot)).toBe('idle');
    },
    'preload.dataPreloadInProgress': (snapshot) => {
      expect(snapshot.context.preloadsInProgress).toBeGreaterThanOrEqual(1);
      expect(selectPreloadState(snapshot)).toBe('data preload in progress');
    },
    'preload.preloaded': (snapshot) => {
      expect(snapshot.context.preloadsInProgress).toBe(0);
      expect(selectPreloadState(snapshot)).toBe('preloaded');
    },
  },
};
