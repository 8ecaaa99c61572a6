import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import {
  firstItemPath,
  type MultiSearchSnapshot,
  multiSearchMachine,
  selectCanSearch,
  selectIsOpen,
  selectItemLimitReached,
  selectText,
} from '../machines/multi-search.machine.ts';
import { ITEM_LIMIT_REACHED_MESSAGE, MULTI_SEARCH_ITEM_LIMIT } from '../src/domain/multi-search.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

type MultiSearchModelEvent = EventFromLogic<typeof multiSearchMachine>;

/** 120 items, one per line: more than the limit. */
const LONG_LIST = Array.from({ length: 120 }, (_, index) => `item ${index + 1}`).join('\n');

/** The texts worth typing, by name: the names are what the path descriptions show. */
export const TEXTS = {
  'a short list': 'milk, bread;eggs_tea\n  butter  ',
  'a list over the limit': LONG_LIST,
  'only separators': ' ,;\n_ ',
  nothing: '',
} as const;
type TextName = keyof typeof TEXTS;

const STORED_LIST = ['apples', 'pears'];

const events: MultiSearchModelEvent[] = [
  { type: 'OPEN', list: [] },
  { type: 'OPEN', list: STORED_LIST },
  { type: 'CLOSE' },
  ...(Object.values(TEXTS).map((text) => ({ type: 'TYPE', text })) as MultiSearchModelEvent[]),
  { type: 'CLEAR_LIST' },
  { type: 'SEARCH' },
];

const textName = (text: string): TextName | 'the stored list' =>
  (Object.keys(TEXTS) as TextName[]).find((name) => TEXTS[name] === text) ?? 'the stored list';

function effectsNamed(world: ReplayWorld, name: string) {
  return world.effects.filter((effect) => effect.name === name);
}

/**
 * The multi-search modal as a model: opened with and without a stored list, the texts a shopper may type,
 * Clear list, Search and close. Walked by `multi-search.test.ts`.
 */
export const multiSearchModel: MachineModel<typeof multiSearchMachine> = {
  machine: multiSearchMachine,
  events,
  project: (snapshot) => ({ value: snapshot.value, text: textName(snapshot.context.text) }),
  describeEvent: (event) => {
    if (event.type === 'OPEN') return event.list.length ? 'open with a stored list' : 'open with none stored';
    if (event.type === 'TYPE') return `type ${textName(event.text)}`;
    return undefined;
  },
  provide: (world) => ({
    actions: {
      'report the modal opened': () => world.effects.push({ name: 'analytics', detail: 'open' }),
      'report the modal closed': () => world.effects.push({ name: 'analytics', detail: 'close' }),
      'save the list': ({ context }) => world.effects.push({ name: 'save the list', detail: context.items }),
      'forget the stored list': () => world.effects.push({ name: 'forget the stored list' }),
      'go to the first item': ({ context }) =>
        world.effects.push({ name: 'navigate', detail: firstItemPath(context) }),
    },
  }),
  invariants: {
    '*': (snapshot: MultiSearchSnapshot, { world }) => {
      const analytics = effectsNamed(world, 'analytics').map((effect) => effect.detail);
      // Every opening is reported, and every closing, alternately.
      expect(analytics).toEqual(analytics.map((_, index) => (index % 2 === 0 ? 'open' : 'close')));
      expect(analytics.at(-1) === 'open').toBe(selectIsOpen(snapshot));
      expect(snapshot.context.items.length).toBeLessThanOrEqual(MULTI_SEARCH_ITEM_LIMIT);
      expect(world.timers()).toEqual([]);
    },
    closed: (snapshot, { event, world }) => {
      expect(selectIsOpen(snapshot)).toBe(false);
      if (event.type === 'SEARCH') {
        const items = snapshot.context.items;
        expect(items.length).toBeGreaterThan(0);
        // The modal closes (and says so) before the page changes.
        expect(world.effects.slice(-3)).toEqual([
          { name: 'analytics', detail: 'close' },
          { name: 'save the list', detail: items },
          {
            name: 'navigate',
            detail: `/ecom/shop/multi-search?${new URLSearchParams({ value: items[0] ?? '' })}`,
          },
        ]);
      }
    },
    open: (snapshot, { event }) => {
      expect(selectIsOpen(snapshot)).toBe(true);
      expect(selectItemLimitReached(snapshot), ITEM_LIMIT_REACHED_MESSAGE).toBe(
        selectText(snapshot) === TEXTS['a list over the limit'],
      );
      if (event.type === 'OPEN') {
        const { list } = event as Extract<MultiSearchModelEvent, { type: 'OPEN' }>;
        expect(snapshot.context.items).toEqual(list);
        expect(selectText(snapshot)).toBe(list.join('\n'));
      }
    },
    'open.empty': (snapshot, { event, world }) => {
      expect(selectCanSearch(snapshot), "'Search' and 'Clear list' are disabled").toBe(false);
      expect(snapshot.context.items).toEqual([]);
      if (event.type === 'CLEAR_LIST') {
        expect(selectText(snapshot)).toBe('');
        expect(world.effects.at(-1)).toEqual({ name: 'forget the stored list' });
      }
    },
    'open.filled': (snapshot) => {
      expect(selectCanSearch(snapshot), "'Search' and 'Clear list' are enabled").toBe(true);
      expect(snapshot.context.items.length).toBeGreaterThan(0);
      if (selectText(snapshot) === TEXTS['a short list']) {
        expect(snapshot.context.items).toEqual(['milk', 'bread', 'eggs', 'tea', 'butter']);
      }
      if (selectText(snapshot) === TEXTS['a list over the limit']) {
        expect(snapshot.context.items.at(-1)).toBe(`item ${MULTI_SEARCH_ITEM_LIMIT}`);
      }
    },
  },
};
