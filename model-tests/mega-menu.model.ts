import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import {
  bannersOfCurrentList,
  bannersOnShow,
  type MegaMenuItem,
  type MegaMenuSnapshot,
  megaMenuMachine,
  selectMegaMenuOpen,
} from '../machines/mega-menu.machine.ts';
import type { SponsorshipBanner } from '../src/contract/adtech.ts';
import {
  GROCERIES_MENU_ROOT_ID,
  MEGA_MENU_CLOSE_DELAY_MS,
  MEGA_MENU_MAX_LENGTH,
} from '../src/domain/navigation-menu.ts';
import type { MachineModel } from './support/walk-machine.ts';

// A department with a sponsorship banner, an aisle without one, and a category at the bottom.
const BAKERY: MegaMenuItem = { id: '201', kind: 'parent', hasBanner: true };
const BREAD: MegaMenuItem = { id: '301', kind: 'parent', hasBanner: false };
const LOAVES: MegaMenuItem = { id: '401', kind: 'leaf', hasBanner: false };

const BAKERY_BANNER: SponsorshipBanner = {
  id: 'bakery-traffic-driver',
  categoryId: BAKERY.id,
  textArea: {
    offerHeading: 'Offer',
    heading: 'Fresh from the oven',
    subheading: null,
    link: { url: '/ecom/shop/browse/groceries/bakery', text: 'Shop bakery', altText: 'Bakery' },
  },
  image: { src: '/ecom/banners/bakery.svg' },
  tracking: { impressionUrls: ['/i/1'], clickUrls: ['/c/1'], vendor: 'shop' },
};

const VIEW_ALL = { label: 'View all Bakery', href: '/ecom/shop/browse/groceries/bakery' };

type MegaMenuEvent = EventFromLogic<typeof megaMenuMachine>;

const events: MegaMenuEvent[] = [
  { type: 'OPEN' },
  { type: 'FOCUS', item: BAKERY.id },
  { type: 'DEEPER', item: BAKERY },
  { type: 'DEEPER', item: BREAD },
  { type: 'DEEPER', item: LOAVES },
  { type: 'UP' },
  { type: 'CHOOSE', link: VIEW_ALL },
  { type: 'BANNER_CLICK', banner: BAKERY_BANNER },
  { type: 'CLOSE' },
  { type: 'ESCAPE' },
  { type: 'OUTSIDE_CLICK' },
  { type: 'xstate.done.actor.fetchBanners', output: [BAKERY_BANNER], actorId: 'fetchBanners' },
  { type: 'xstate.done.actor.fetchBanners', output: [], actorId: 'fetchBanners' },
  { type: 'xstate.error.actor.fetchBanners', error: new Error('adtech is down'), actorId: 'fetchBanners' },
];

/**
 * The mega menu as a model: a department with a banner, an aisle, a category at the bottom, and what must
 * hold in each state (doc 3 §3 "Mega menu state", §4 "Mega menu (large screens)"). Walked by `mega-menu.test.ts`.
 */
export const megaMenuModel: MachineModel<typeof megaMenuMachine> = {
  machine: megaMenuMachine,
  events,
  project: (snapshot) => ({
    value: snapshot.value,
    activeItem: snapshot.context.activeItem,
    menuRoot: snapshot.context.menuRoot,
    history: snapshot.context.history.map((entry) => `${entry.menuRoot}>${entry.activeItem}`),
    banners: Object.entries(snapshot.context.banners).map(([id, list]) => `${id}:${list.length}`),
  }),
  describeEvent: (event) => {
    if (event.type === 'DEEPER') return `DEEPER ${event.item.id}`;
    if (event.type === 'xstate.done.actor.fetchBanners') return `${event.output.length} banners`;
    return undefined;
  },
  provide: (world) => ({
    actions: {
      'track the sponsorship impressions': ({ context }) => {
        const banners = bannersOfCurrentList(context);
        if (banners.length > 0) world.effects.push({ name: 'impression', detail: banners.map((b) => b.id) });
      },
      'track the sponsorship click': ({ event }) => {
        world.effects.push({ name: 'click', detail: event.type === 'BANNER_CLICK' && event.banner.id });
      },
      'report click_megamenu': ({ event, context }) => {
        world.effects.push({
          name: 'click_megamenu',
          detail: event.type === 'CHOOSE' && { level: context.level, href: event.link.href },
        });
      },
      'go to the chosen page': ({ event }) => {
        world.effects.push({ name: 'navigate', detail: event.type === 'CHOOSE' && event.link.href });
      },
      'go to the banner link': ({ event }) => {
        world.effects.push({
          name: 'navigate',
          detail: event.type === 'BANNER_CLICK' && event.banner.textArea.link.url,
        });
      },
      'return the focus to the Groceries button': () => {
        world.effects.push({ name: 'focus the Groceries button' });
      },
    },
  }),
  invariants: {
    '*': (snapshot: MegaMenuSnapshot) => {
      // A department's banner stays on show below it.
      if (
        snapshot.context.history.some((entry) => entry.menuRoot === BAKERY.id) ||
        snapshot.context.menuRoot === BAKERY.id
      ) {
        expect(bannersOnShow(snapshot.context)).toEqual(snapshot.context.banners[BAKERY.id] ?? []);
      }
      const { level, history, menuRoot, maxLength } = snapshot.context;
      expect(maxLength).toBe(MEGA_MENU_MAX_LENGTH);
      expect(level, 'each deeper level pushes one history entry').toBe(history.length);
      expect(level).toBeLessThan(maxLength);
      if (level === 0) expect(menuRoot).toBe(GROCERIES_MENU_ROOT_ID);
      expect(selectMegaMenuOpen(snapshot)).toBe(snapshot.matches('open'));
    },
    closed: (snapshot, { event, world }) => {
      expect(snapshot.context.level, 'a closed menu opens at its top').toBe(0);
      expect(world.timers()).toEqual([]);
      if (event.type === 'ESCAPE')
        expect(world.effects.at(-1)).toEqual({ name: 'focus the Groceries button' });
      if (event.type === 'CHOOSE') {
        expect(world.effects.slice(-2)).toEqual([
          { name: 'click_megamenu', detail: { level: expect.any(Number), href: VIEW_ALL.href } },
          { name: 'navigate', detail: VIEW_ALL.href },
        ]);
      }
      if (event.type === 'BANNER_CLICK') {
        expect(world.effects.slice(-2)).toEqual([
          { name: 'click', detail: BAKERY_BANNER.id },
          { name: 'navigate', detail: BAKERY_BANNER.textArea.link.url },
        ]);
      }
    },
    open: (snapshot, { event }) => {
      if (event.type === 'OPEN') {
        expect(snapshot.context.level).toBe(0);
        expect(snapshot.context.activeItem).toBeNull();
      }
      if (event.type === 'UP') {
        // The entry that led down is the active one again.
        expect([BAKERY.id, BREAD.id]).toContain(snapshot.context.activeItem);
      }
    },
    'open.browsing': (snapshot, { event, world }) => {
      const shown = bannersOfCurrentList(snapshot.context);
      const entered = ['OPEN', 'DEEPER', 'UP', 'xstate.done.actor.fetchBanners'].includes(event.type);
      if (entered && shown.length > 0) {
        expect(world.effects.at(-1)).toEqual({ name: 'impression', detail: shown.map((b) => b.id) });
      }
      const step = event as MegaMenuEvent;
      if (step.type === 'DEEPER' && step.item.hasBanner) {
        expect(snapshot.context.banners[step.item.id], 'only a cached banner skips the fetch').toBeDefined();
      }
    },
    'open.fetchingBanners': (snapshot, { world }) => {
      const fetch = world.invocations.at(-1);
      expect(fetch?.src).toBe('fetchBanners');
      expect(fetch?.input).toEqual({ categories: [snapshot.context.menuRoot] });
      expect(snapshot.context.banners[snapshot.context.menuRoot]).toBeUndefined();
    },
    closing: (snapshot, { world }) => {
      expect(snapshot.context.level, 'closed at a deeper level').toBeGreaterThan(0);
      expect(world.timers()).toEqual([
        { event: 'xstate.after.MEGA_MENU_CLOSE_DELAY.megaMenu.closing', inMs: MEGA_MENU_CLOSE_DELAY_MS },
      ]);
    },
  },
};
