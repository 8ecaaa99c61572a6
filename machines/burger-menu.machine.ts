import { type ActorRefFrom, assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import {
  BURGER_ANIMATION_MS,
  BURGER_MAX_LEVEL,
  burgerLevelAfter,
  type MenuLink,
} from '../src/domain/navigation-menu.ts';

export interface BurgerMenuContext {
  /** 0 the menu's top (Groceries, the main links, the top strip's links), 1 departments, 2 aisles, 3 categories. */
  level: number;
  /** The category whose list shows at each level below the top: trail[level - 1] is on show. */
  trail: string[];
  /** The window's width when the menu opened: a change of width closes it (doc 3 §4). */
  width: number;
  /** The EoS_mobileBurgerMenuLoadingState experiment is on: the menu shows a loading state until its data is there. */
  loadingState: boolean;
}

/** An entry of a list, as the view shows it. */
export interface BurgerMenuItem {
  id: string;
  kind: 'parent' | 'leaf';
}

export type BurgerMenuEvent =
  /** The burger button; `menuReady` says whether the taxonomy is already there. */
  | { type: 'OPEN'; width: number; menuReady: boolean }
  /** The taxonomy has arrived (or failed: the menu then shows its top with the Groceries link). */
  | { type: 'MENU_READY' }
  | { type: 'DEEPER'; item: BurgerMenuItem }
  /** 'Back up a level'. */
  | { type: 'BACK' }
  /** A category, 'View all {name}', '{name} Offers' or a link of the menu's top. */
  | { type: 'CHOOSE'; link: MenuLink }
  /** The Close button, the burger button again, Escape or the backdrop. */
  | { type: 'CLOSE' }
  | { type: 'RESIZE'; width: number };

export interface BurgerMenuInput {
  loadingState: boolean;
}

/**
 * The burger menu on small screens (doc 3 §4 "Burger menu (small screens)"): a slide-out with levels 0 to 3,
 * 'Back up a level', closed when the window's width changes, the page behind it not scrolling while it is
 * open. One actor for the life of the page (src/shop/menus.ts).
 */
export const burgerMenuMachine = setup({
  types: {
    context: {} as BurgerMenuContext,
    events: {} as BurgerMenuEvent,
    input: {} as BurgerMenuInput,
  },
  actions: {
    'take the input': assign(({ event }) => {
      // The machine's input arrives with its start event (the configuration holds no functions).
      const start = event as { type: string; input?: BurgerMenuInput };
      const input = start.type === 'xstate.init' ? start.input : undefined;
      return { loadingState: input?.loadingState ?? false };
    }),
    'start at the top': assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return { level: 0, trail: [], width: event.width };
    }),
    'go one level deeper': assign(({ context, event }) => {
      assertEvent(event, 'DEEPER');
      return { level: burgerLevelAfter(context.level, 'deeper'), trail: [...context.trail, event.item.id] };
    }),
    'go back up a level': assign(({ context }) => ({
      level: burgerLevelAfter(context.level, 'back'),
      trail: context.trail.slice(0, -1),
    })),
    // The shop provides these: the page's scroll, analytics and the router.
    'lock the body scroll': () => {},
    'unlock the body scroll': () => {},
    'report click_megamenu': () => {},
    'go to the chosen page': () => {},
  },
  guards: {
    'the loading state is on and the menu is not ready': ({ context, event }) => {
      assertEvent(event, 'OPEN');
      return context.loadingState && !event.menuReady;
    },
    'entry opens a list below the deepest level': ({ context, event }) => {
      assertEvent(event, 'DEEPER');
      return event.item.kind === 'parent' && context.level < BURGER_MAX_LEVEL;
    },
    'is below the top level': ({ context }) => context.level > 0,
    'the width changed': ({ context, event }) => {
      assertEvent(event, 'RESIZE');
      return event.width !== context.width;
    },
  },
  delays: {
    BURGER_ANIMATION: BURGER_ANIMATION_MS,
  },
}).createMachine({
  id: 'burgerMenu',
  description:
    "The menu on small screens: a slide-out from the burger button with Groceries' departments, aisles and categories (levels 0 to 3) and the header's links.",
  context: { level: 0, trail: [], width: 0, loadingState: false },
  entry: 'take the input',
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the burger button shows (aria-expanded false).',
      on: {
        OPEN: [
          {
            guard: 'the loading state is on and the menu is not ready',
            target: 'shown.loading',
            actions: 'start at the top',
          },
          { target: 'shown.open', actions: 'start at the top' },
        ],
      },
    },
    shown: {
      description: 'The slide-out is on screen; the page behind it does not scroll.',
      initial: 'open',
      entry: 'lock the body scroll',
      exit: 'unlock the body scroll',
      on: {
        CLOSE: 'closing',
        RESIZE: { guard: 'the width changed', target: 'closing' },
      },
      states: {
        loading: {
          description:
            'EoS_mobileBurgerMenuLoadingState: the groceries taxonomy is on its way; the menu shows that it is loading.',
          on: { MENU_READY: 'open' },
        },
        open: {
          description:
            "The list of `level`: the menu's top at 0, then the department, aisle and categories chosen; 'Back up a level' below the top.",
          on: {
            DEEPER: { guard: 'entry opens a list below the deepest level', actions: 'go one level deeper' },
            BACK: { guard: 'is below the top level', actions: 'go back up a level' },
            CHOOSE: {
              target: '#burgerMenu.closing',
              actions: ['report click_megamenu', 'go to the chosen page'],
            },
          },
        },
      },
    },
    closing: {
      description: 'The slide-out slides away (200 ms), then the menu is closed at its top.',
      after: { BURGER_ANIMATION: 'closed' },
      on: {
        OPEN: [
          {
            guard: 'the loading state is on and the menu is not ready',
            target: 'shown.loading',
            actions: 'start at the top',
          },
          { target: 'shown.open', actions: 'start at the top' },
        ],
      },
    },
  },
});

export type BurgerMenuActor = ActorRefFrom<typeof burgerMenuMachine>;
export type BurgerMenuSnapshot = SnapshotFrom<typeof burgerMenuMachine>;

export const selectBurgerMenuShown = (snapshot: BurgerMenuSnapshot | undefined) =>
  snapshot?.matches('shown') ?? false;
