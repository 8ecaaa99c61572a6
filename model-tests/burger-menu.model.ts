import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import {
  type BurgerMenuItem,
  type BurgerMenuSnapshot,
  burgerMenuMachine,
  selectBurgerMenuShown,
} from '../machines/burger-menu.machine.ts';
import { BURGER_ANIMATION_MS, BURGER_MAX_LEVEL } from '../src/domain/navigation-menu.ts';
import type { MachineModel } from './support/walk-machine.ts';

// Groceries at the top, then a department, an aisle and a category at the bottom (a leaf).
const GROCERIES: BurgerMenuItem = { id: '10051', kind: 'parent' };
const BAKERY: BurgerMenuItem = { id: '201', kind: 'parent' };
const LOAVES: BurgerMenuItem = { id: '401', kind: 'leaf' };

const CHOSEN = { label: 'Sliced Bread', href: '/ecom/shop/browse/groceries/bakery/bread/sliced_bread' };

type BurgerMenuEvent = EventFromLogic<typeof burgerMenuMachine>;

const events: BurgerMenuEvent[] = [
  { type: 'OPEN', width: 390, menuReady: true },
  { type: 'OPEN', width: 390, menuReady: false },
  { type: 'MENU_READY' },
  { type: 'DEEPER', item: GROCERIES },
  { type: 'DEEPER', item: BAKERY },
  { type: 'DEEPER', item: LOAVES },
  { type: 'BACK' },
  { type: 'CHOOSE', link: CHOSEN },
  { type: 'CLOSE' },
  { type: 'RESIZE', width: 390 },
  { type: 'RESIZE', width: 844 },
];

function modelWith(loadingState: boolean): MachineModel<typeof burgerMenuMachine> {
  return {
    machine: burgerMenuMachine,
    events,
    input: { loadingState },
    project: (snapshot) => ({
      value: snapshot.value,
      level: snapshot.context.level,
      trail: snapshot.context.trail,
    }),
    describeEvent: (event) => {
      if (event.type === 'OPEN') return `OPEN (${event.menuReady ? 'menu ready' : 'menu loading'})`;
      if (event.type === 'DEEPER') return `DEEPER ${event.item.id}`;
      if (event.type === 'RESIZE') return `RESIZE ${event.width}`;
      return undefined;
    },
    provide: (world) => ({
      actions: {
        'lock the body scroll': () => world.effects.push({ name: 'lock' }),
        'unlock the body scroll': () => world.effects.push({ name: 'unlock' }),
        'report click_megamenu': ({ context }) =>
          world.effects.push({ name: 'click_megamenu', detail: context.level }),
        'go to the chosen page': ({ event }) =>
          world.effects.push({ name: 'navigate', detail: event.type === 'CHOOSE' && event.link.href }),
      },
    }),
    invariants: {
      '*': (snapshot: BurgerMenuSnapshot, { world }) => {
        const { level, trail } = snapshot.context;
        expect(level).toBeGreaterThanOrEqual(0);
        expect(level).toBeLessThanOrEqual(BURGER_MAX_LEVEL);
        expect(trail).toHaveLength(level);
        expect(selectBurgerMenuShown(snapshot)).toBe(snapshot.matches('shown'));
        // The page scrolls exactly when the slide-out is not on screen.
        const locks = world.effects.filter((effect) => effect.name === 'lock' || effect.name === 'unlock');
        expect(locks.at(-1)?.name === 'lock').toBe(snapshot.matches('shown'));
      },
      closed: (snapshot, { world }) => {
        expect(world.timers()).toEqual([]);
        expect(snapshot.context.level).toBeGreaterThanOrEqual(0);
      },
      'shown.loading': (snapshot, { event }) => {
        expect(snapshot.context.loadingState, 'the loading state is behind its experiment').toBe(true);
        expect(event).toMatchObject({ type: 'OPEN', menuReady: false });
        expect(snapshot.context.level).toBe(0);
      },
      'shown.open': (snapshot, { event }) => {
        const step = event as BurgerMenuEvent;
        if (step.type === 'OPEN') {
          expect(snapshot.context.level).toBe(0);
          expect(snapshot.context.width).toBe(step.width);
        }
      },
      closing: (snapshot, { event, world }) => {
        expect(world.timers()).toEqual([
          { event: 'xstate.after.BURGER_ANIMATION.burgerMenu.closing', inMs: BURGER_ANIMATION_MS },
        ]);
        const step = event as BurgerMenuEvent;
        if (step.type === 'RESIZE') expect(step.width).not.toBe(snapshot.context.width);
        if (event.type === 'CHOOSE') {
          expect(world.effects.filter((e) => e.name !== 'unlock').slice(-2)).toEqual([
            { name: 'click_megamenu', detail: snapshot.context.level },
            { name: 'navigate', detail: CHOSEN.href },
          ]);
        }
      },
    },
  };
}

/** With the loading-state experiment on (the shop's variant). Walked by `burger-menu.test.ts`. */
export const burgerMenuModel = modelWith(true);
