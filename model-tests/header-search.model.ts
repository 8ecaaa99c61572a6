import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import {
  type HeaderSearchSnapshot,
  headerSearchMachine,
  selectHighlighted,
  selectOptions,
  selectTerm,
} from '../machines/header-search.machine.ts';
import { SEARCH_HISTORY_SHOWN } from '../src/domain/search-history.ts';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  SUGGESTIONS_LIMIT,
  sanitiseSearchTerm,
  searchPath,
  wantsSuggestions,
} from '../src/domain/search-term.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

type HeaderSearchModelEvent = EventFromLogic<typeof headerSearchMachine>;

/**
 * What the shopper types, by name. Between them they reach every branch: an empty box, a term that
 * cleans to nothing, two characters (what is shown stays), and enough for suggestions.
 */
export const TERMS = {
  empty: '',
  'symbols only': '!!!',
  'two letters': 'mi',
  'a long term': 'milk!!',
} as const;
type TermName = keyof typeof TERMS;

/**
 * The recent searches. Every term the walk can search is already among them, so a search reorders the
 * history but never lengthens it: the graph stays finite, and the projection can leave the history out
 * (nothing the walk checks depends on its order).
 */
const HISTORY = ['mi', 'milk', 'Milkshake'] as const;
const SUGGESTIONS = ['Milk', 'Milkshake'] as const;

const suggestionsDone = (output: readonly string[]): HeaderSearchModelEvent => ({
  type: 'xstate.done.actor.suggestions',
  output,
  actorId: 'suggestions',
});

const events: HeaderSearchModelEvent[] = [
  { type: 'FOCUS' },
  { type: 'BLUR' },
  ...(Object.values(TERMS).map((value) => ({ type: 'TYPE', value })) as HeaderSearchModelEvent[]),
  { type: 'ARROW_DOWN' },
  { type: 'ARROW_UP' },
  { type: 'ENTER' },
  { type: 'SUBMIT' },
  { type: 'SELECT', index: 1 },
  { type: 'ESCAPE' },
  { type: 'CLEAR' },
  { type: 'HISTORY_CHANGED', history: [...HISTORY].reverse() },
  suggestionsDone(SUGGESTIONS),
  suggestionsDone([]),
  { type: 'xstate.error.actor.suggestions', error: new Error('503'), actorId: 'suggestions' },
];

const termName = (term: string): TermName | 'unknown term' =>
  (Object.keys(TERMS) as TermName[]).find((name) => TERMS[name] === term) ?? 'unknown term';

const SEARCHES = new Set(['ENTER', 'SUBMIT', 'SELECT']);

function lastInvocation(world: ReplayWorld) {
  return world.invocations.at(-1);
}

/**
 * The header search box as a model: focus and blur, the terms above, the arrow keys, Enter, the search
 * button, a click on an option, Escape, Clear, a history changed elsewhere and the suggestion service's
 * answers. Walked by `header-search.test.ts` with a SimulatedClock for the debounce.
 */
export const headerSearchModel: MachineModel<typeof headerSearchMachine> = {
  machine: headerSearchMachine,
  input: { history: HISTORY },
  events,
  project: (snapshot) => ({
    value: snapshot.value,
    term: termName(snapshot.context.term),
    highlighted: snapshot.context.highlighted,
    suggestions: snapshot.context.suggestions.length,
  }),
  describeEvent: (event) => {
    if (event.type === 'TYPE') return `type ${termName(event.value)}`;
    if (event.type === 'SELECT') return `click option ${event.index + 1}`;
    if (event.type === 'HISTORY_CHANGED') return 'history changed elsewhere';
    if (event.type === 'xstate.done.actor.suggestions') return `${event.output.length} suggestions`;
    if (event.type === 'xstate.error.actor.suggestions') return 'suggestions failed';
    return undefined;
  },
  provide: (world) => ({
    actions: {
      'store the history': ({ context }) => world.effects.push({ name: 'store', detail: context.history }),
      navigateToSearch: ({ context }) =>
        world.effects.push({ name: 'navigate', detail: searchPath(context.term) }),
    },
  }),
  invariants: {
    '*': (snapshot: HeaderSearchSnapshot, { world }) => {
      const options = selectOptions(snapshot);
      const highlighted = selectHighlighted(snapshot);
      if (highlighted !== null) expect(highlighted).toBeLessThan(options.length);
      // The suggestions request runs only while loading; typing on (or leaving the box) stops it.
      expect(snapshot.children.suggestions !== undefined).toBe(snapshot.matches({ focused: 'loading' }));
      expect(snapshot.context.history.length).toBe(HISTORY.length);
      const timers = world.timers();
      if (!snapshot.matches({ focused: 'debouncing' })) expect(timers).toEqual([]);
    },
    closed: (snapshot, { event, world }) => {
      expect(selectOptions(snapshot)).toEqual([]);
      if (SEARCHES.has(event.type)) {
        // The search went: cleaned, first in the stored history, and the page shows its results.
        const [stored, navigated] = world.effects.slice(-2);
        const history = stored?.detail as string[];
        const term = history[0] ?? '';
        expect(term).not.toBe('');
        expect(sanitiseSearchTerm(term)).toBe(term);
        expect(stored?.name).toBe('store');
        expect(navigated).toEqual({ name: 'navigate', detail: searchPath(term) });
        expect(selectTerm(snapshot), 'the box is emptied for the next search').toBe('');
      }
    },
    focused: (snapshot) => {
      // A term that cleans to nothing is no search: Enter and the search button do nothing.
      if (sanitiseSearchTerm(selectTerm(snapshot)) === '') {
        expect(snapshot.can({ type: 'SUBMIT' })).toBe(false);
        if (selectHighlighted(snapshot) === null) expect(snapshot.can({ type: 'ENTER' })).toBe(false);
      }
    },
    'focused.idle': (snapshot) => {
      expect(selectOptions(snapshot)).toEqual([]);
      expect(wantsSuggestions(selectTerm(snapshot))).toBe(false);
    },
    'focused.history': (snapshot) => {
      expect(selectTerm(snapshot)).toBe('');
      const options = selectOptions(snapshot);
      expect(options.length).toBeLessThanOrEqual(SEARCH_HISTORY_SHOWN);
      expect(options.map((option) => option.text)).toEqual(snapshot.context.history.slice(0, 6));
      expect(options.every((option) => option.kind === 'history')).toBe(true);
    },
    'focused.debouncing': (snapshot, { world }) => {
      expect(wantsSuggestions(selectTerm(snapshot))).toBe(true);
      const [timer, ...others] = world.timers();
      expect(others).toEqual([]);
      expect(timer?.event).toBe('xstate.after.AUTOCOMPLETE_DEBOUNCE.headerSearch.focused.debouncing');
      expect(timer?.inMs).toBe(AUTOCOMPLETE_DEBOUNCE_MS);
    },
    'focused.loading': (snapshot, { world }) => {
      const request = lastInvocation(world);
      expect(request?.src).toBe('fetchSuggestions');
      expect(request?.id).toBe('suggestions');
      expect(request?.input).toEqual({
        term: sanitiseSearchTerm(selectTerm(snapshot)),
        limit: SUGGESTIONS_LIMIT,
      });
    },
    'focused.suggesting': (snapshot, { event }) => {
      const options = selectOptions(snapshot);
      expect(options.every((option) => option.kind === 'suggestion')).toBe(true);
      if (event.type === 'xstate.done.actor.suggestions') {
        const { output } = event as Extract<
          HeaderSearchModelEvent,
          { type: 'xstate.done.actor.suggestions' }
        >;
        expect(options.map((option) => option.text)).toEqual(output);
        expect(selectHighlighted(snapshot)).toBeNull();
      }
      if (event.type === 'xstate.error.actor.suggestions') expect(options).toEqual([]);
    },
  },
};
