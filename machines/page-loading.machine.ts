import {
  type ActorRefFrom,
  assertEvent,
  assign,
  emit,
  enqueueActions,
  type SnapshotFrom,
  setup,
} from 'xstate';
import { PENDING_INDICATOR_DELAY_MS } from '../src/domain/page-loading.ts';

export interface PageLoadingInput {
  /** Whether this browser has what the shop needs (src/domain/browser-support.ts). */
  supportedBrowser: boolean;
}

export interface PageLoadingContext {
  /** doc 1 §4 Page loading: "A supported-browser flag exists". Read once, when the page starts. */
  supportedBrowser: boolean;
  /** How many preloads are under way (hovering several links starts several). */
  preloadsInProgress: number;
  /** The named timers that are running, and the id each one's elapsed event is scheduled under. */
  timers: RunningTimer[];
  /** How many timers have been started: each start is scheduled under an id of its own. */
  timerStarts: number;
}

export interface RunningTimer {
  name: string;
  scheduleId: string;
}

/** What the router (src/shop/navigation/page-loading.ts) and the shell's parts tell the page. */
export type PageLoadingEvent =
  /** A route starts loading its code and data: a navigation, or its data being loaded again. */
  | { type: 'PAGE.LOADING' }
  /** The route has its data and is on screen (or its error or not-found page is). */
  | { type: 'PAGE.LOADED' }
  /** The shopper showed intent (a hover, a focus) and the next page's code and data start loading. */
  | { type: 'PRELOAD.STARTED' }
  | { type: 'PRELOAD.DONE' }
  | { type: 'PRELOAD.FAILED' }
  /** Starts the timer called `name`, or starts it again from zero when it is running. */
  | { type: 'TIMER.START'; name: string; delay: number }
  | { type: 'TIMER.CANCEL'; name: string }
  /** The timer's own event, `delay` ms after it started. */
  | { type: 'TIMER.ELAPSED'; name: string };

/** What the page tells whoever listens: `pageLoading.on('timerElapsed', ({ name }) => ...)`. */
export type PageLoadingEmitted = { type: 'timerElapsed'; name: string };

function inputOf(event: { type: string }): PageLoadingInput | undefined {
  return event.type === 'xstate.init' && 'input' in event ? (event.input as PageLoadingInput) : undefined;
}

function runningTimer(context: PageLoadingContext, name: string): RunningTimer | undefined {
  return context.timers.find((timer) => timer.name === name);
}

/**
 * The page's loading states (doc 1 §4 Page loading): "client page loading, loaded, preloaded and
 * data-preload-in-progress. Each route loads its data before display. Timers can be started and cancelled
 * by name. A supported-browser flag exists." One actor for the life of the page, created in
 * `src/shop/navigation/page-loading.ts` and fed by the router's events.
 */
export const pageLoadingMachine = setup({
  types: {
    input: {} as PageLoadingInput,
    context: {} as PageLoadingContext,
    events: {} as PageLoadingEvent,
    emitted: {} as PageLoadingEmitted,
  },
  actions: {
    'note whether the browser is supported': assign({
      // The machine's input arrives with its start event (the configuration holds no functions).
      supportedBrowser: ({ event }) => inputOf(event)?.supportedBrowser ?? true,
    }),
    'count a preload': assign({ preloadsInProgress: ({ context }) => context.preloadsInProgress + 1 }),
    'uncount a preload': assign({
      preloadsInProgress: ({ context }) => Math.max(0, context.preloadsInProgress - 1),
    }),
    'start the named timer': enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'TIMER.START');
      // Starting a running timer starts it again: the old schedule must not fire as well.
      const running = runningTimer(context, event.name);
      if (running) enqueue.cancel(running.scheduleId);
      const scheduleId = `timer ${context.timerStarts + 1}: ${event.name}`;
      enqueue.raise(
        { type: 'TIMER.ELAPSED', name: event.name },
        { id: scheduleId, delay: Math.max(0, event.delay) },
      );
      enqueue.assign({
        timers: [
          ...context.timers.filter((timer) => timer.name !== event.name),
          { name: event.name, scheduleId },
        ],
        timerStarts: context.timerStarts + 1,
      });
    }),
    'stop the named timer': enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['TIMER.CANCEL', 'TIMER.ELAPSED']);
      const running = runningTimer(context, event.name);
      // An elapsed timer's schedule has already fired; cancelling it then changes nothing.
      if (running) enqueue.cancel(running.scheduleId);
      enqueue.assign({ timers: context.timers.filter((timer) => timer.name !== event.name) });
    }),
    'announce the elapsed timer': emit(({ event }) => {
      assertEvent(event, 'TIMER.ELAPSED');
      return { type: 'timerElapsed' as const, name: event.name };
    }),
  },
  guards: {
    'the named timer is running': ({ context, event }) => {
      assertEvent(event, ['TIMER.CANCEL', 'TIMER.ELAPSED']);
      return runningTimer(context, event.name) !== undefined;
    },
    'other preloads are still in progress': ({ context }) => context.preloadsInProgress > 1,
  },
  delays: {
    PENDING_INDICATOR: PENDING_INDICATOR_DELAY_MS,
  },
}).createMachine({
  id: 'pageLoading',
  description:
    'Follows the page as the shopper moves around the shop: a route loads its code and data before it shows, ' +
    'a progress bar appears only when that takes long, links the shopper shows interest in are preloaded, ' +
    'and the shell can start and cancel timers by name.',
  context: { supportedBrowser: true, preloadsInProgress: 0, timers: [], timerStarts: 0 },
  entry: 'note whether the browser is supported',
  type: 'parallel',
  on: {
    'TIMER.START': { actions: 'start the named timer' },
    'TIMER.CANCEL': { guard: 'the named timer is running', actions: 'stop the named timer' },
    'TIMER.ELAPSED': {
      guard: 'the named timer is running',
      actions: ['stop the named timer', 'announce the elapsed timer'],
    },
  },
  states: {
    page: {
      description: 'The page on screen: loading its route, or loaded.',
      initial: 'clientPageLoading',
      states: {
        clientPageLoading: {
          description:
            'Client page loading: the route loads its code and data before it is shown; the page the shopper ' +
            'came from stays on screen meanwhile.',
          initial: 'quiet',
          states: {
            quiet: {
              description: 'Nothing shows yet, so that quick pages do not flash an indicator.',
              after: { PENDING_INDICATOR: { target: 'pendingIndicatorShown' } },
            },
            pendingIndicatorShown: {
              description: 'Loading takes long: a slim progress bar shows at the top of the page.',
            },
          },
          on: { 'PAGE.LOADED': { target: 'loaded' } },
        },
        loaded: {
          description: 'Loaded: the page is on screen with its data (or its error or not-found page).',
          on: { 'PAGE.LOADING': { target: 'clientPageLoading' } },
        },
      },
    },
    preload: {
      description: 'Pages loaded ahead of a click, alongside whatever the page on screen is doing.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing is being preloaded.',
          on: { 'PRELOAD.STARTED': { target: 'dataPreloadInProgress', actions: 'count a preload' } },
        },
        dataPreloadInProgress: {
          description:
            'Data preload in progress: the shopper pointed at or focused a link, and that page loads its code ' +
            'and data ahead of the click.',
          on: {
            'PRELOAD.STARTED': { actions: 'count a preload' },
            'PRELOAD.DONE': [
              { guard: 'other preloads are still in progress', actions: 'uncount a preload' },
              { target: 'preloaded', actions: 'uncount a preload' },
            ],
            'PRELOAD.FAILED': [
              { guard: 'other preloads are still in progress', actions: 'uncount a preload' },
              { target: 'idle', actions: 'uncount a preload' },
            ],
          },
        },
        preloaded: {
          description: 'Preloaded: the next page is ready and will show at once when the shopper goes to it.',
          on: {
            'PRELOAD.STARTED': { target: 'dataPreloadInProgress', actions: 'count a preload' },
            'PAGE.LOADING': { target: 'idle' },
          },
        },
      },
    },
  },
});

export type PageLoadingActor = ActorRefFrom<typeof pageLoadingMachine>;
export type PageLoadingSnapshot = SnapshotFrom<typeof pageLoadingMachine>;

// The selectors live in a module without xstate's runtime (the shell reads them in its first script).
export * from './page-loading.selectors.ts';
