import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import {
  type AppBannerSnapshot,
  appBannerMachine,
  selectShownListing,
} from '../machines/app-banner.machine.ts';
import {
  APP_BANNER_COOKIE_NAME,
  APP_BANNER_DISMISSAL_MS,
  APP_STORE_URL,
  type AppBannerEnvironment,
  PLAY_STORE_URL,
} from '../src/domain/app-banner.ts';
import { USER_AGENTS } from '../test/fixtures/user-agents.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

type Expected = 'android' | 'ios' | 'hidden' | 'dismissed';

export interface Page {
  name: string;
  environment: AppBannerEnvironment;
  expected: Expected;
}

const page = (name: string, expected: Expected, environment: Partial<AppBannerEnvironment>): Page => ({
  name,
  expected,
  environment: {
    userAgent: USER_AGENTS.androidChrome,
    search: '',
    cookies: '',
    maxTouchPoints: 5,
    ...environment,
  },
});

// The pages the banner can find itself on, with what a shopper must see on each (doc 1 §2.3).
export const PAGES: Page[] = [
  page('Android Chrome', 'android', {}),
  page('iPhone Chrome', 'ios', { userAgent: USER_AGENTS.iPhoneChrome }),
  page('iPhone Safari', 'hidden', { userAgent: USER_AGENTS.iPhoneSafari }),
  page('desktop Chrome', 'hidden', { userAgent: USER_AGENTS.desktopChrome, maxTouchPoints: 0 }),
  page("the shop's own app", 'hidden', { search: '?mobileApp=android' }),
  page('Android Chrome, closed today', 'dismissed', { cookies: `consent=1; ${APP_BANNER_COOKIE_NAME}=1` }),
];

const STORE_URL = { android: PLAY_STORE_URL, ios: APP_STORE_URL } as const;

type BannerEvent = EventFromLogic<typeof appBannerMachine>;

const events: BannerEvent[] = [
  ...PAGES.map(
    ({ environment }): BannerEvent => ({
      type: 'xstate.done.actor.readEnvironment',
      output: environment,
      actorId: 'readEnvironment',
    }),
  ),
  {
    type: 'xstate.error.actor.readEnvironment',
    error: new Error('document.cookie is blocked'),
    actorId: 'readEnvironment',
  },
  { type: 'VIEW' },
  { type: 'CLOSE' },
  { type: 'xstate.done.actor.rememberDismissal', output: undefined, actorId: 'rememberDismissal' },
  {
    type: 'xstate.error.actor.rememberDismissal',
    error: new Error('cookies are blocked'),
    actorId: 'rememberDismissal',
  },
];

function lastInvocationOf(world: ReplayWorld, src: string) {
  return world.invocations.filter((invocation) => invocation.src === src).at(-1);
}

/** The page the latest environment reading described, or null if the reading failed. */
function lastPage(world: ReplayWorld): Page | null {
  const outcome = lastInvocationOf(world, 'readEnvironment')?.outcome;
  if (!outcome || !('output' in outcome)) return null;
  const found = PAGES.find((candidate) => candidate.environment === outcome.output);
  if (!found) throw new Error('the environment reading returned a page the model does not know');
  return found;
}

/**
 * The app banner as a model: the pages it can meet, what a shopper can do, and what must hold in each
 * state. Walked by `app-banner.test.ts`.
 */
export const appBannerModel: MachineModel<typeof appBannerMachine> = {
  machine: appBannerMachine,
  events,
  // The state value, and which store the banner points to while it is on screen.
  project: (snapshot) => ({
    value: snapshot.value,
    store: snapshot.matches('visible') ? snapshot.context.listing?.platform : undefined,
  }),
  describeEvent: (event) => {
    if (event.type === 'xstate.done.actor.readEnvironment') {
      return `reads ${PAGES.find((candidate) => candidate.environment === event.output)?.name}`;
    }
    if (event.type === 'xstate.error.actor.readEnvironment') return 'cannot read the page';
    if (event.type === 'xstate.done.actor.rememberDismissal') return 'cookie written';
    if (event.type === 'xstate.error.actor.rememberDismissal') return 'cookie refused';
    return undefined;
  },
  provide: (world) => ({
    actions: {
      'open the store': ({ context }) => {
        world.effects.push({ name: 'open the store', detail: context.listing?.storeUrl });
      },
    },
  }),
  invariants: {
    '*': (snapshot: AppBannerSnapshot, { world }) => {
      expect(selectShownListing(snapshot) !== null, 'on screen exactly when visible').toBe(
        snapshot.matches('visible'),
      );
      expect(world.invocations.filter((invocation) => !invocation.outcome).length).toBeLessThanOrEqual(1);
    },
    checking: (_snapshot, { world }) => {
      const reading = world.invocations.at(-1);
      expect(reading?.src).toBe('readEnvironment');
      expect(reading?.outcome).toBeUndefined();
    },
    hidden: (snapshot, { world }) => {
      expect(snapshot.status).toBe('done');
      expect(lastPage(world)?.expected ?? 'hidden').toBe('hidden');
      expect(world.timers()).toEqual([]);
    },
    visible: (snapshot, { event, world }) => {
      const listing = snapshot.context.listing;
      expect(listing?.platform).toBe(lastPage(world)?.expected);
      if (listing) expect(listing.storeUrl).toBe(STORE_URL[listing.platform]);
      if (event.type === 'VIEW') {
        expect(world.effects.at(-1)).toEqual({ name: 'open the store', detail: listing?.storeUrl });
      }
    },
    dismissing: (_snapshot, { world }) => {
      const write = world.invocations.at(-1);
      expect(write?.src).toBe('rememberDismissal');
      expect(write?.input).toEqual({
        cookie: expect.stringMatching(new RegExp(`^${APP_BANNER_COOKIE_NAME}=1; Max-Age=86400; Path=/`)),
      });
    },
    dismissed: (_snapshot, { world }) => {
      // Either the shopper closed it on this page, or the cookie says they did within the day.
      const lastInvocation = world.invocations.at(-1);
      if (lastInvocation?.src === 'readEnvironment') expect(lastPage(world)?.expected).toBe('dismissed');
      else expect(lastInvocation?.src).toBe('rememberDismissal');
      expect(world.timers()).toEqual([
        { event: 'xstate.after.DISMISSAL_PERIOD.appBanner.dismissed', inMs: APP_BANNER_DISMISSAL_MS },
      ]);
    },
  },
};
