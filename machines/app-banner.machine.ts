import {
  type ActorRefFrom,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  type SnapshotFrom,
  setup,
} from 'xstate';
import {
  APP_BANNER_DISMISSAL_MS,
  type AppBannerEnvironment,
  type AppStoreListing,
  bannerPlatform,
  dismissalCookie,
  isOwnApp,
  storeListing,
  wasDismissedWithinADay,
} from '../src/domain/app-banner.ts';

export interface AppBannerContext {
  /** The store the View link goes to, once the banner has been shown. */
  listing: AppStoreListing | null;
}

export interface RememberDismissalInput {
  /** What to assign to `document.cookie`. */
  cookie: string;
}

export type AppBannerEvent =
  | { type: 'VIEW' }
  | { type: 'CLOSE' }
  // The invoked actors' outcomes are declared too, so the named guards and actions can read them typed
  // and the model tests can walk them as events.
  | DoneActorEvent<AppBannerEnvironment, 'readEnvironment'>
  | ErrorActorEvent<unknown, 'readEnvironment'>
  | DoneActorEvent<void, 'rememberDismissal'>
  | ErrorActorEvent<unknown, 'rememberDismissal'>;

function environmentOf(event: AppBannerEvent): AppBannerEnvironment {
  assertEvent(event, 'xstate.done.actor.readEnvironment');
  return event.output;
}

function notProvided(name: string): never {
  throw new Error(`The app banner's "${name}" is supplied by the app with appBannerMachine.provide()`);
}

/** The mobile-app install banner (doc 1 §2.3). */
export const appBannerMachine = setup({
  types: {
    context: {} as AppBannerContext,
    events: {} as AppBannerEvent,
  },
  actors: {
    readEnvironment: fromPromise<AppBannerEnvironment>(async () => notProvided('readEnvironment')),
    rememberDismissal: fromPromise<void, RememberDismissalInput>(async () =>
      notProvided('rememberDismissal'),
    ),
  },
  actions: {
    'show the store listing': assign({
      listing: ({ event }) => {
        const platform = bannerPlatform(environmentOf(event));
        return platform ? storeListing(platform) : null;
      },
    }),
    // Navigation belongs to the app: it provides this with the page's real location.
    'open the store': () => {},
  },
  guards: {
    "is the shop's own app": ({ event }) => {
      const { userAgent, search } = environmentOf(event);
      return isOwnApp(userAgent, search);
    },
    'is not a supported mobile browser': ({ event }) => bannerPlatform(environmentOf(event)) === null,
    'was dismissed within a day': ({ event }) => wasDismissedWithinADay(environmentOf(event).cookies),
  },
  delays: {
    DISMISSAL_PERIOD: APP_BANNER_DISMISSAL_MS,
  },
}).createMachine({
  id: 'appBanner',
  description:
    'Invites shoppers on Android, or on iOS outside Safari, to install the app. Closing it hides it for one day.',
  context: { listing: null },
  initial: 'checking',
  states: {
    checking: {
      description:
        'Reads the user agent, the address and the dismissal cookie to decide whether to show the banner.',
      invoke: {
        id: 'readEnvironment',
        src: 'readEnvironment',
        onDone: [
          { guard: "is the shop's own app", target: 'hidden' },
          { guard: 'is not a supported mobile browser', target: 'hidden' },
          { guard: 'was dismissed within a day', target: 'dismissed' },
          { target: 'visible', actions: 'show the store listing' },
        ],
        // The banner is an invitation, not a service: if the page cannot be read, it stays away.
        onError: { target: 'hidden' },
      },
    },
    hidden: {
      type: 'final',
      description:
        "Not shown on this page: a desktop browser, Safari on iOS (which shows Apple's own banner), the shop's own app, or a page that could not be read.",
    },
    visible: {
      description:
        "Shows the app's name, its developer, the download text and a View link to the platform's store.",
      on: {
        VIEW: { actions: 'open the store' },
        CLOSE: { target: 'dismissing' },
      },
    },
    dismissing: {
      description: 'Hidden at once, while a cookie remembers the dismissal for one day.',
      invoke: {
        id: 'rememberDismissal',
        src: 'rememberDismissal',
        input: { cookie: dismissalCookie() } satisfies RememberDismissalInput,
        onDone: { target: 'dismissed' },
        // Cookies may be blocked: the shopper still asked for the banner to go, so it goes for this page.
        onError: { target: 'dismissed' },
      },
    },
    dismissed: {
      description:
        'Closed within the last day. A page left open for a whole day looks again, and shows the banner once the cookie has expired.',
      after: {
        DISMISSAL_PERIOD: { target: 'checking' },
      },
    },
  },
});

export type AppBannerActor = ActorRefFrom<typeof appBannerMachine>;
export type AppBannerSnapshot = SnapshotFrom<typeof appBannerMachine>;

/** What the view shows, or null when the banner is not on screen. */
export function selectShownListing(snapshot: AppBannerSnapshot): AppStoreListing | null {
  return snapshot.matches('visible') ? snapshot.context.listing : null;
}

/** The machine is still reading the page to decide whether to show the banner. */
export function selectIsChecking(snapshot: AppBannerSnapshot): boolean {
  return snapshot.matches('checking');
}
