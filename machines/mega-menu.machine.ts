import {
  type ActorRefFrom,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  type SnapshotFrom,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import type { SponsorshipBanner } from '../src/contract/adtech.ts';
import {
  GROCERIES_MENU_ROOT_ID,
  MEGA_MENU_CLOSE_DELAY_MS,
  MEGA_MENU_MAX_LENGTH,
  type MenuLink,
} from '../src/domain/navigation-menu.ts';

/** Where the menu was before going a level deeper (doc 3 §3 "Mega menu state"). */
export interface MegaMenuHistoryEntry {
  activeItem: string | null;
  menuRoot: string;
}

/** doc 3 §3 "Mega menu state": activeItem, menuRoot, history, level, maxLength; and the banners fetched. */
export interface MegaMenuContext {
  /** The entry of the current list that has the focus (or was last chosen), by category id. */
  activeItem: string | null;
  /** The category whose children the current list shows. */
  menuRoot: string;
  history: MegaMenuHistoryEntry[];
  /** 0 for the first list (Groceries' departments), up to maxLength - 1. */
  level: number;
  maxLength: number;
  /** The top of the menu: Groceries. */
  root: string;
  /** Sponsorship banners fetched, by the category they sponsor; a category fetched once is not asked again. */
  banners: Record<string, SponsorshipBanner[]>;
}

/** An entry of a list, as the view shows it (src/domain/navigation-menu.ts `MenuEntry`). */
export interface MegaMenuItem {
  id: string;
  /** 'parent' opens the next list; 'leaf' is a link to the category's page. */
  kind: 'parent' | 'leaf';
  /** The category has a sponsorship banner (doc 3 §4: fetched on opening its menu when none is cached). */
  hasBanner: boolean;
}

export interface FetchBannersInput {
  categories: string[];
}

export type MegaMenuEvent =
  /** The Groceries button. */
  | { type: 'OPEN' }
  /** An entry of the current list took the focus (arrow keys, Tab, the pointer). */
  | { type: 'FOCUS'; item: string }
  /** Right arrow, Enter or a click on a parent entry. */
  | { type: 'DEEPER'; item: MegaMenuItem }
  /** Left arrow, or the list's back button. */
  | { type: 'UP' }
  /** A leaf, 'View all {name}' or '{name} Offers'. */
  | { type: 'CHOOSE'; link: MenuLink }
  /** The sponsorship banner's link. */
  | { type: 'BANNER_CLICK'; banner: SponsorshipBanner }
  /** The Close button (or the Groceries button again). */
  | { type: 'CLOSE' }
  | { type: 'ESCAPE' }
  | { type: 'OUTSIDE_CLICK' }
  | DoneActorEvent<SponsorshipBanner[], 'fetchBanners'>
  | ErrorActorEvent<unknown, 'fetchBanners'>;

function notProvided(name: string): never {
  throw new Error(`The mega menu's "${name}" is supplied by the shop with megaMenuMachine.provide()`);
}

const TOP_OF = (context: MegaMenuContext) => ({
  activeItem: null,
  menuRoot: context.root,
  history: [],
  level: 0,
});

/** The banners of the current list's own category, if fetched: they come into view with it. */
export function bannersOfCurrentList(context: MegaMenuContext): SponsorshipBanner[] {
  return context.banners[context.menuRoot] ?? [];
}

/**
 * The banners on show: those of the deepest list on the way down that has any (a department's banner stays
 * beside its aisles and their categories).
 */
export function bannersOnShow(context: MegaMenuContext): SponsorshipBanner[] {
  const roots = [...context.history.map((entry) => entry.menuRoot), context.menuRoot].reverse();
  for (const root of roots) {
    const banners = context.banners[root] ?? [];
    if (banners.length > 0) return banners;
  }
  return [];
}

/**
 * The Groceries mega menu on large screens (doc 3 §4 "Mega menu (large screens)"): opened by the Groceries
 * button at its top list, one list deeper per parent entry (history remembers the way back) up to
 * maxLength lists, a leaf goes to its page and closes it. One actor for the life of the page (src/shop/menus.ts).
 */
export const megaMenuMachine = setup({
  types: {
    context: {} as MegaMenuContext,
    events: {} as MegaMenuEvent,
  },
  actors: {
    fetchBanners: fromPromise<SponsorshipBanner[], FetchBannersInput>(async () =>
      notProvided('fetchBanners'),
    ),
  },
  actions: {
    'fetch the banners': spawnChild('fetchBanners', {
      id: 'fetchBanners',
      input: ({ context }): FetchBannersInput => ({ categories: [context.menuRoot] }),
    }),
    'stop fetching the banners': stopChild('fetchBanners'),
    'go to the top level': assign(({ context }) => TOP_OF(context)),
    'note the focused entry': assign({
      activeItem: ({ event }) => {
        assertEvent(event, 'FOCUS');
        return event.item;
      },
    }),
    'go one level deeper': assign(({ context, event }) => {
      assertEvent(event, 'DEEPER');
      return {
        history: [...context.history, { activeItem: event.item.id, menuRoot: context.menuRoot }],
        menuRoot: event.item.id,
        activeItem: null,
        level: context.level + 1,
      };
    }),
    'go up a level': assign(({ context }) => {
      const previous = context.history.at(-1);
      if (!previous) return {};
      return {
        history: context.history.slice(0, -1),
        menuRoot: previous.menuRoot,
        // The entry that led down has the focus again.
        activeItem: previous.activeItem,
        level: context.level - 1,
      };
    }),
    'keep the banners': assign({
      banners: ({ context, event }) => {
        assertEvent(event, 'xstate.done.actor.fetchBanners');
        const fetched: Record<string, SponsorshipBanner[]> = { ...context.banners };
        // A category asked for and not answered has no banner: it is not asked again either.
        fetched[context.menuRoot] ??= [];
        for (const banner of event.output) {
          fetched[banner.categoryId] = [
            ...(fetched[banner.categoryId] ?? []).filter((b) => b.id !== banner.id),
            banner,
          ];
        }
        return fetched;
      },
    }),
    // The shop provides these: the sponsor's tracking URLs, analytics, the router and the page's focus.
    'track the sponsorship impressions': () => {},
    'track the sponsorship click': () => {},
    'report click_megamenu': () => {},
    'go to the chosen page': () => {},
    'go to the banner link': () => {},
    'return the focus to the Groceries button': () => {},
  },
  guards: {
    'entry opens a list below the maximum length': ({ context, event }) => {
      assertEvent(event, 'DEEPER');
      return event.item.kind === 'parent' && context.level + 1 < context.maxLength;
    },
    'entry opens a list with a banner not cached': ({ context, event }) => {
      assertEvent(event, 'DEEPER');
      return (
        event.item.kind === 'parent' &&
        context.level + 1 < context.maxLength &&
        event.item.hasBanner &&
        context.banners[event.item.id] === undefined
      );
    },
    'is below the top level': ({ context }) => context.level > 0,
  },
  delays: {
    MEGA_MENU_CLOSE_DELAY: MEGA_MENU_CLOSE_DELAY_MS,
  },
}).createMachine({
  id: 'megaMenu',
  description:
    'The Groceries menu on large screens: lists of departments, aisles and categories, one level deeper per parent entry, with View all, Offers and sponsorship banners.',
  context: {
    activeItem: null,
    menuRoot: GROCERIES_MENU_ROOT_ID,
    history: [],
    level: 0,
    maxLength: MEGA_MENU_MAX_LENGTH,
    root: GROCERIES_MENU_ROOT_ID,
    banners: {},
  },
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the Groceries button shows (aria-expanded false).',
      on: {
        OPEN: { target: 'open', actions: 'go to the top level' },
      },
    },
    open: {
      description:
        "The menu shows the list of `menuRoot` at `level`, with 'View all {name}', '{name} Offers' where eligible, and the category's sponsorship banner once fetched.",
      initial: 'browsing',
      on: {
        FOCUS: { actions: 'note the focused entry' },
        DEEPER: [
          // A deeper list whose category has a banner not cached asks for it; one cached shows at once.
          {
            guard: 'entry opens a list with a banner not cached',
            target: '.fetchingBanners',
            actions: 'go one level deeper',
          },
          {
            guard: 'entry opens a list below the maximum length',
            target: '.browsing',
            actions: 'go one level deeper',
          },
        ],
        UP: { guard: 'is below the top level', target: '.browsing', actions: 'go up a level' },
        CHOOSE: {
          target: 'closed',
          actions: ['report click_megamenu', 'go to the chosen page', 'go to the top level'],
        },
        BANNER_CLICK: {
          target: 'closed',
          actions: ['track the sponsorship click', 'go to the banner link', 'go to the top level'],
        },
        CLOSE: [{ guard: 'is below the top level', target: 'closing' }, { target: 'closed' }],
        ESCAPE: {
          target: 'closed',
          actions: ['go to the top level', 'return the focus to the Groceries button'],
        },
        OUTSIDE_CLICK: { target: 'closed', actions: 'go to the top level' },
      },
      states: {
        browsing: {
          description: 'A list is on show; its banner, if any, is cached.',
          // The shop's impression tracking reads the banners coming into view (`bannersOfCurrentList`); none, nothing to track.
          entry: 'track the sponsorship impressions',
        },
        fetchingBanners: {
          description:
            "The list's category has a sponsorship banner that is not cached: POST adtech/banners asks for it. The list shows meanwhile.",
          entry: 'fetch the banners',
          exit: 'stop fetching the banners',
          on: {
            'xstate.done.actor.fetchBanners': { target: 'browsing', actions: 'keep the banners' },
            // A banner is an extra: without it the list is the same list, and the next opening asks again.
            'xstate.error.actor.fetchBanners': { target: 'browsing' },
          },
        },
      },
    },
    closing: {
      description:
        'Closed from a deeper level: the menu is hidden at once and goes back to level 0 after the close delay (200 ms).',
      after: {
        MEGA_MENU_CLOSE_DELAY: { target: 'closed', actions: 'go to the top level' },
      },
      on: {
        OPEN: { target: 'open', actions: 'go to the top level' },
      },
    },
  },
});

export type MegaMenuActor = ActorRefFrom<typeof megaMenuMachine>;
export type MegaMenuSnapshot = SnapshotFrom<typeof megaMenuMachine>;

export const selectMegaMenuOpen = (snapshot: MegaMenuSnapshot | undefined) =>
  snapshot?.matches('open') ?? false;
