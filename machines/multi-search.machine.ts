import { type ActorRefFrom, assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import {
  MULTI_SEARCH_ITEM_LIMIT,
  multiSearchPath,
  multiSearchText,
  splitMultiSearchText,
} from '../src/domain/multi-search.ts';

export interface MultiSearchContext {
  /** What the text box holds, as typed. */
  text: string;
  /** The terms the text holds, at most `MULTI_SEARCH_ITEM_LIMIT`. */
  items: string[];
  /** The text holds more terms than the limit ('Item limit reached'). */
  truncated: boolean;
}

export type MultiSearchEvent =
  /** The header's Multi-search button or the strip's 'Edit list'; `list` is the stored list, if any. */
  | { type: 'OPEN'; list: readonly string[] }
  | { type: 'CLOSE' }
  | { type: 'TYPE'; text: string }
  | { type: 'CLEAR_LIST' }
  | { type: 'SEARCH' };

const EMPTY: Pick<MultiSearchContext, 'text' | 'items' | 'truncated'> = {
  text: '',
  items: [],
  truncated: false,
};

function readText(text: string): MultiSearchContext {
  return { text, ...splitMultiSearchText(text) };
}

/**
 * The multi-search modal (doc 3 §4 "Search and browse", §5 "Multi-search"): a shopping list typed or
 * pasted, one search per item. One actor for the life of the page, created in `src/app`, opened from the
 * header and from the strip on the multi-search page.
 */
export const multiSearchMachine = setup({
  types: {
    context: {} as MultiSearchContext,
    events: {} as MultiSearchEvent,
  },
  actions: {
    'show the stored list': assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return readText(multiSearchText(event.list));
    }),
    'keep the text': assign(({ event }) => {
      assertEvent(event, 'TYPE');
      return readText(event.text);
    }),
    'empty the text': assign(EMPTY),
    // Storage, navigation and analytics belong to the app, which provides these.
    'report the modal opened': () => {},
    'report the modal closed': () => {},
    'save the list': () => {},
    'forget the stored list': () => {},
    'go to the first item': () => {},
  },
  guards: {
    'the text holds items': ({ event }) => {
      assertEvent(event, 'TYPE');
      return splitMultiSearchText(event.text).items.length > 0;
    },
    'the stored list holds items': ({ event }) => {
      assertEvent(event, 'OPEN');
      return event.list.some((item) => item.trim() !== '');
    },
  },
}).createMachine({
  id: 'multiSearch',
  description:
    `A list of up to ${MULTI_SEARCH_ITEM_LIMIT} search terms, split on new lines, commas, semicolons and underscores. ` +
    'Search saves the list and shows the first item’s results; the multi-search page then offers each item in turn.',
  context: EMPTY,
  initial: 'closed',
  states: {
    closed: {
      description: 'The modal is not on screen.',
      on: {
        OPEN: [
          { guard: 'the stored list holds items', target: 'open.filled', actions: 'show the stored list' },
          { target: 'open.empty', actions: 'show the stored list' },
        ],
      },
    },
    open: {
      description:
        "The modal with its text box. Opening and closing are reported to analytics. Beyond the limit the extra items are dropped and 'Item limit reached' shows.",
      initial: 'empty',
      entry: 'report the modal opened',
      exit: 'report the modal closed',
      on: {
        CLOSE: { target: 'closed' },
      },
      states: {
        empty: {
          description: "No items in the text: 'Search' and 'Clear list' are disabled.",
          on: {
            TYPE: [
              { guard: 'the text holds items', target: 'filled', actions: 'keep the text' },
              { actions: 'keep the text' },
            ],
          },
        },
        filled: {
          description: "At least one item: 'Search' and 'Clear list' are enabled.",
          on: {
            TYPE: [
              { guard: 'the text holds items', actions: 'keep the text' },
              { target: 'empty', actions: 'keep the text' },
            ],
            CLEAR_LIST: { target: 'empty', actions: ['empty the text', 'forget the stored list'] },
            SEARCH: {
              target: '#multiSearch.closed',
              actions: ['save the list', 'go to the first item'],
            },
          },
        },
      },
    },
  },
});

export type MultiSearchActor = ActorRefFrom<typeof multiSearchMachine>;
export type MultiSearchSnapshot = SnapshotFrom<typeof multiSearchMachine>;

export const selectIsOpen = (snapshot: MultiSearchSnapshot) => snapshot.matches('open');
export const selectText = (snapshot: MultiSearchSnapshot) => snapshot.context.text;
export const selectItemLimitReached = (snapshot: MultiSearchSnapshot) => snapshot.context.truncated;
/** 'Search' and 'Clear list' are enabled. */
export const selectCanSearch = (snapshot: MultiSearchSnapshot) => snapshot.matches({ open: 'filled' });
/** Where 'Search' leads: the first item's results. */
export function firstItemPath(context: Pick<MultiSearchContext, 'items'>): string | null {
  const first = context.items[0];
  return first === undefined ? null : multiSearchPath(first);
}
