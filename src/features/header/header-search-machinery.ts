import { createActor, fromPromise } from 'xstate';
import {
  type HeaderSearchActor,
  type HeaderSearchSnapshot,
  headerSearchMachine,
  type SuggestionsInput,
  searchPathOf,
  selectHighlighted,
  selectHighlightQuery,
  selectOptions,
  selectTerm,
} from '../../../machines/header-search.machine.ts';
import { inspect } from '../../app/inspector.ts';
import { highlightMatches } from '../../domain/search-term.ts';
import { type HeaderSearchServices, headerSearchServices } from './header-search-services.ts';

/** What the box offers, which renders the view below. */
export { HeaderSearchPopup } from './HeaderSearchPopup.tsx';

/**
 * The header search box's machinery: its machine with the app's suggestions, history and navigation, and
 * what the box shows of it. The box (HeaderSearch.tsx) renders at first paint and loads this when the
 * shopper first focuses it or types in it (issue 5: the initial JavaScript budget).
 */
export interface HeaderSearchStart {
  /** The app's services; the browser's for any not given. */
  services: Partial<HeaderSearchServices>;
  /** What the box holds already: typed before this code arrived. */
  term: string;
  /** The box has the focus: the machine is told, so it offers what a focused box offers. */
  focused: boolean;
  /** The form was sent before this code arrived: the machine searches the term at once. */
  submitted: boolean;
  /** A search has gone to its results page. */
  onSearched: () => void;
}

export interface HeaderSearchBox {
  actor: HeaderSearchActor;
  /** Stops the actor and stops listening to the stored history. */
  stop(): void;
}

/** Starts a box's actor, picking up from where the shopper is. */
export function startHeaderSearch({
  services: given,
  term,
  focused,
  submitted,
  onSearched,
}: HeaderSearchStart): HeaderSearchBox {
  const services = headerSearchServices(given);
  const actor = createActor(
    headerSearchMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<readonly string[], SuggestionsInput>(({ input, signal }) =>
          services.fetchSuggestions(input.term, input.limit, signal),
        ),
      },
      actions: {
        'store the history': ({ context }) => services.history.save(context.history),
        navigateToSearch: ({ context }) => services.navigate(searchPathOf(context)),
      },
    }),
    { input: { history: services.history.read(), term }, inspect },
  );
  const searched = actor.on('searched', onSearched);
  // The history may change elsewhere: the other search box, another tab.
  const unsubscribe = services.history.subscribe(() =>
    actor.send({ type: 'HISTORY_CHANGED', history: services.history.read() }),
  );
  actor.start();
  if (focused) actor.send({ type: 'FOCUS' });
  if (submitted) actor.send({ type: 'SUBMIT' });
  return {
    actor,
    stop: () => {
      unsubscribe();
      searched.unsubscribe();
      actor.stop();
    },
  };
}

export interface HeaderSearchOptionView {
  kind: 'history' | 'suggestion';
  text: string;
  /** A suggestion's text in parts, the parts matching the typed term marked (doc 3 §4). */
  parts: readonly { text: string; match: boolean }[];
}

/** What the box shows: a pure function of its actor's snapshot. */
export interface HeaderSearchView {
  term: string;
  options: readonly HeaderSearchOptionView[];
  /** The highlighted option's position, or null. */
  highlighted: number | null;
}

export function headerSearchView(snapshot: HeaderSearchSnapshot): HeaderSearchView {
  const query = selectHighlightQuery(snapshot);
  return {
    term: selectTerm(snapshot),
    options: selectOptions(snapshot).map((option) => ({
      ...option,
      parts:
        option.kind === 'history'
          ? [{ text: option.text, match: false }]
          : highlightMatches(option.text, query),
    })),
    highlighted: selectHighlighted(snapshot),
  };
}
