import {
  type ActorRefFrom,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  fromPromise,
  type SnapshotFrom,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import { addToSearchHistory, shownSearchHistory } from '../src/domain/search-history.ts';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_MIN_LENGTH,
  clearsSuggestions,
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TERM_MAX_WORDS,
  SUGGESTIONS_LIMIT,
  sanitiseSearchTerm,
  searchPath,
  wantsSuggestions,
} from '../src/domain/search-term.ts';

export interface HeaderSearchInput {
  /** The stored history, most recent first. */
  history: readonly string[];
  /** What the box already holds: the shopper may type before the box's code has loaded. */
  term?: string;
}

export interface HeaderSearchContext {
  /** What the box holds, as typed. */
  term: string;
  /** The stored history, most recent first (up to 60). */
  history: readonly string[];
  /** The last suggestions received, best first. */
  suggestions: readonly string[];
  /** The option the arrow keys have highlighted, by position in the options shown; null for none. */
  highlighted: number | null;
  /** Which list the box offers (set as each state is entered). */
  offering: Offering;
}

export interface SuggestionsInput {
  /** The cleaned term, 3 characters or more. */
  term: string;
  limit: number;
}

export type HeaderSearchEvent =
  | { type: 'FOCUS' }
  | { type: 'BLUR' }
  | { type: 'TYPE'; value: string }
  | { type: 'ARROW_DOWN' }
  | { type: 'ARROW_UP' }
  /** Enter in the box: the highlighted option, or else the typed term. */
  | { type: 'ENTER' }
  /** The search button: the typed term. */
  | { type: 'SUBMIT' }
  /** A click on an option, by position. */
  | { type: 'SELECT'; index: number }
  | { type: 'ESCAPE' }
  /** The Clear button. */
  | { type: 'CLEAR' }
  /** The stored history changed (a search from the other box, or another tab). */
  | { type: 'HISTORY_CHANGED'; history: readonly string[] }
  | DoneActorEvent<readonly string[], 'suggestions'>
  | ErrorActorEvent<unknown, 'suggestions'>;

/** Told to whoever listens, after the navigation: the view lets go of the box (and the overlay closes). */
export type HeaderSearchEmitted = { type: 'searched'; term: string };

export type HeaderSearchOption = { kind: 'history' | 'suggestion'; text: string };

function inputOf(event: { type: string }): HeaderSearchInput | undefined {
  return event.type === 'xstate.init' && 'input' in event ? (event.input as HeaderSearchInput) : undefined;
}

function notProvided(name: string): never {
  throw new Error(`The header search's "${name}" is supplied by the app with headerSearchMachine.provide()`);
}

/** What the listbox offers in the state the box is in. */
export type Offering = 'recent searches' | 'suggestions' | 'nothing';

function optionsOf(context: HeaderSearchContext): HeaderSearchOption[] {
  if (context.offering === 'recent searches') {
    return shownSearchHistory(context.history).map((text) => ({ kind: 'history', text }));
  }
  if (context.offering === 'suggestions') {
    return context.suggestions.map((text) => ({ kind: 'suggestion', text }));
  }
  return [];
}

/** The option the highlight or a click points at, in the list offered. */
function optionAt(context: HeaderSearchContext, index: number | null): string | undefined {
  return index === null ? undefined : optionsOf(context)[index]?.text;
}

/**
 * The header search box (doc 3 §2 "Header and navigation", §4 "Search and browse", §5 "Header search"):
 * recent searches on an empty box, suggestions as the shopper types, arrow keys and Enter to choose, and a
 * cleaned term searched. One actor per search box (the inline box, the mid-width overlay).
 */
export const headerSearchMachine = setup({
  types: {
    input: {} as HeaderSearchInput,
    context: {} as HeaderSearchContext,
    events: {} as HeaderSearchEvent,
    emitted: {} as HeaderSearchEmitted,
  },
  actors: {
    /** GET suggestions for the term; aborted (its signal) when typing goes on. */
    fetchSuggestions: fromPromise<readonly string[], SuggestionsInput>(async () =>
      notProvided('fetchSuggestions'),
    ),
  },
  actions: {
    'keep what the box starts with': assign({
      // The machine's input arrives with its start event (the configuration holds no functions).
      history: ({ event }) => inputOf(event)?.history ?? [],
      term: ({ event }) => inputOf(event)?.term ?? '',
    }),
    'keep the changed history': assign({
      history: ({ event }) => {
        assertEvent(event, 'HISTORY_CHANGED');
        return event.history;
      },
      // The list offered may have changed under the highlight.
      highlighted: ({ context }) => (context.offering === 'recent searches' ? null : context.highlighted),
    }),
    'keep the term': assign({
      term: ({ event }) => {
        assertEvent(event, 'TYPE');
        return event.value;
      },
      highlighted: null,
    }),
    'forget the term': assign({ term: '', highlighted: null }),
    'forget the suggestions': assign({ suggestions: [], highlighted: null }),
    'forget the highlight': assign({ highlighted: null }),
    'offer nothing': assign({ offering: 'nothing' as Offering, highlighted: null }),
    'offer the recent searches': assign({ offering: 'recent searches' as Offering, highlighted: null }),
    'offer the suggestions': assign({ offering: 'suggestions' as Offering }),
    'show the suggestions': assign({
      suggestions: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.suggestions');
        return event.output;
      },
      highlighted: null,
    }),
    // doc 3 §4 "Arrow keys navigate": round the list, from the last option to the first and back.
    'highlight the next option': assign({
      highlighted: ({ context }) => {
        const count = optionsOf(context).length;
        if (count === 0) return null;
        return context.highlighted === null ? 0 : (context.highlighted + 1) % count;
      },
    }),
    'highlight the previous option': assign({
      highlighted: ({ context }) => {
        const count = optionsOf(context).length;
        if (count === 0) return null;
        return context.highlighted === null ? count - 1 : (context.highlighted - 1 + count) % count;
      },
    }),
    'take the highlighted option': assign({
      term: ({ context }) => optionAt(context, context.highlighted) ?? context.term,
    }),
    'take the chosen option': assign({
      term: ({ context, event }) => {
        assertEvent(event, 'SELECT');
        return optionAt(context, event.index) ?? context.term;
      },
    }),
    'clean the term': assign({ term: ({ context }) => sanitiseSearchTerm(context.term) }),
    'remember the search': assign({
      history: ({ context }) => addToSearchHistory(context.history, context.term),
    }),
    'ask for suggestions': spawnChild('fetchSuggestions', {
      id: 'suggestions',
      input: ({ context }) => ({ term: sanitiseSearchTerm(context.term), limit: SUGGESTIONS_LIMIT }),
    }),
    'stop asking for suggestions': stopChild('suggestions'),
    'announce the search': emit(({ context }) => ({ type: 'searched' as const, term: context.term })),
    // Storage and navigation belong to the app, which provides these with the browser and the router.
    'store the history': () => {},
    navigateToSearch: () => {},
  },
  guards: {
    'the box is empty': ({ context, event }) => (event.type === 'TYPE' ? event.value : context.term) === '',
    'the term asks for suggestions': ({ context, event }) =>
      wantsSuggestions(event.type === 'TYPE' ? event.value : context.term),
    'the term is too short for suggestions': ({ event }) => {
      assertEvent(event, 'TYPE');
      return clearsSuggestions(event.value);
    },
    'an option is highlighted': ({ context }) =>
      sanitiseSearchTerm(optionAt(context, context.highlighted) ?? '') !== '',
    'the option can be searched': ({ context, event }) => {
      assertEvent(event, 'SELECT');
      return sanitiseSearchTerm(optionAt(context, event.index) ?? '') !== '';
    },
    'the term can be searched': ({ context }) => sanitiseSearchTerm(context.term) !== '',
    'there are options to highlight': ({ context }) => optionsOf(context).length > 0,
  },
  delays: {
    AUTOCOMPLETE_DEBOUNCE: AUTOCOMPLETE_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'headerSearch',
  description:
    `The search box in the header. An empty box offers the 6 most recent searches; from ${AUTOCOMPLETE_MIN_LENGTH} characters ` +
    'it offers suggestions, asked for once typing pauses. Arrow keys move through the options (round the list), ' +
    'Enter searches the highlighted option or else the typed term, Escape clears. A search is cleaned ' +
    `(letters, digits, spaces and & ' . , + - only; ${SEARCH_TERM_MAX_WORDS} words, ${SEARCH_TERM_MAX_LENGTH} characters), saved to the history and shown ` +
    'on the search results page.',
  context: { term: '', history: [], suggestions: [], highlighted: null, offering: 'nothing' },
  entry: 'keep what the box starts with',
  // The search button and Clear are pressed with the mouse too, which takes the focus from the box first.
  on: {
    HISTORY_CHANGED: { actions: 'keep the changed history' },
    SUBMIT: {
      guard: 'the term can be searched',
      target: '.closed',
      actions: [
        'clean the term',
        'remember the search',
        'store the history',
        'navigateToSearch',
        'announce the search',
        'forget the term',
        'forget the suggestions',
      ],
    },
    CLEAR: { target: '.focused.history', actions: ['forget the term', 'forget the suggestions'] },
  },
  initial: 'closed',
  states: {
    closed: {
      description: 'The box does not have the focus: no options are shown.',
      entry: 'offer nothing',
      on: {
        FOCUS: [
          { guard: 'the box is empty', target: 'focused.history' },
          { guard: 'the term asks for suggestions', target: 'focused.debouncing' },
          { target: 'focused.idle' },
        ],
      },
    },
    focused: {
      description: 'The shopper is in the box.',
      initial: 'idle',
      on: {
        BLUR: { target: 'closed', actions: 'forget the highlight' },
        TYPE: [
          {
            guard: 'the box is empty',
            target: '.history',
            actions: ['keep the term', 'forget the suggestions'],
          },
          {
            guard: 'the term is too short for suggestions',
            target: '.idle',
            actions: ['keep the term', 'forget the suggestions'],
          },
          { guard: 'the term asks for suggestions', target: '.debouncing', actions: 'keep the term' },
          // Two characters: what is shown stays, and nothing more is asked.
          { target: '.suggesting', actions: 'keep the term' },
        ],
        ARROW_DOWN: { guard: 'there are options to highlight', actions: 'highlight the next option' },
        ARROW_UP: { guard: 'there are options to highlight', actions: 'highlight the previous option' },
        ENTER: [
          {
            guard: 'an option is highlighted',
            target: 'closed',
            actions: [
              'take the highlighted option',
              'clean the term',
              'remember the search',
              'store the history',
              'navigateToSearch',
              'announce the search',
              'forget the term',
              'forget the suggestions',
            ],
          },
          // A term that cleans to nothing is no search: the box stays as it is.
          {
            guard: 'the term can be searched',
            target: 'closed',
            actions: [
              'clean the term',
              'remember the search',
              'store the history',
              'navigateToSearch',
              'announce the search',
              'forget the term',
              'forget the suggestions',
            ],
          },
        ],
        SELECT: {
          guard: 'the option can be searched',
          target: 'closed',
          actions: [
            'take the chosen option',
            'clean the term',
            'remember the search',
            'store the history',
            'navigateToSearch',
            'announce the search',
            'forget the term',
            'forget the suggestions',
          ],
        },
        ESCAPE: { target: '.idle', actions: ['forget the term', 'forget the suggestions'] },
      },
      states: {
        idle: {
          description:
            'Nothing offered: the term is too short for suggestions, or Escape cleared the box. Down arrow on an empty box offers the recent searches.',
          entry: 'offer nothing',
          on: {
            ARROW_DOWN: { guard: 'the box is empty', target: 'history' },
          },
        },
        history: {
          description: 'The box is empty: the 6 most recent searches are offered.',
          entry: 'offer the recent searches',
        },
        debouncing: {
          description:
            'Typing: suggestions are asked for once it pauses. Suggestions already shown stay until new ones arrive.',
          entry: 'offer the suggestions',
          after: {
            AUTOCOMPLETE_DEBOUNCE: { target: 'loading' },
          },
        },
        loading: {
          description: 'Asking for suggestions for the cleaned term. Typing again cancels the request.',
          entry: ['offer the suggestions', 'ask for suggestions'],
          exit: 'stop asking for suggestions',
          on: {
            'xstate.done.actor.suggestions': { target: 'suggesting', actions: 'show the suggestions' },
            // Suggestions are a convenience: without them the shopper can still search what they typed.
            'xstate.error.actor.suggestions': { target: 'suggesting', actions: 'forget the suggestions' },
          },
        },
        suggesting: {
          description: 'The suggestions are offered, with the typed part marked.',
          entry: 'offer the suggestions',
        },
      },
    },
  },
});

export type HeaderSearchActor = ActorRefFrom<typeof headerSearchMachine>;
export type HeaderSearchSnapshot = SnapshotFrom<typeof headerSearchMachine>;

/** The options the listbox shows (none when it is closed). */
export function selectOptions(snapshot: HeaderSearchSnapshot): HeaderSearchOption[] {
  return optionsOf(snapshot.context);
}
export const selectTerm = (snapshot: HeaderSearchSnapshot) => snapshot.context.term;
export const selectHighlighted = (snapshot: HeaderSearchSnapshot) => snapshot.context.highlighted;
/** The part of the term suggestions are marked with: the cleaned term. */
export const selectHighlightQuery = (snapshot: HeaderSearchSnapshot) =>
  sanitiseSearchTerm(snapshot.context.term);

/** Where a search for the context's (cleaned) term leads: for the app's `navigateToSearch`. */
export function searchPathOf(context: Pick<HeaderSearchContext, 'term'>): string {
  return searchPath(context.term);
}
