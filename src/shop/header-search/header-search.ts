import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import {
  type HeaderSearchActor,
  headerSearchMachine,
  type SuggestionsInput,
  searchPathOf,
} from '../../../machines/header-search.machine.ts';
import { type HeaderSearchServices, headerSearchServices } from './header-search-services.ts';

/**
 * A header search box's actor: its machine with the shop's suggestions, history and navigation. The box
 * (src/features/header/HeaderSearch.tsx) is a plain GET form until the shop arrives; then it starts one of
 * these (`shop.startHeaderSearch`) from what it holds.
 */
export interface HeaderSearchStart {
  /** The app's services; the browser's for any not given. */
  services?: Partial<HeaderSearchServices> | undefined;
  /** What the box holds already: typed before this code arrived. */
  term: string;
  /** The box has the focus: the machine is told, so it offers what a focused box offers. */
  focused: boolean;
  /** The form was sent before this code arrived: the machine searches the term at once. */
  submitted: boolean;
  /** A search has gone to its results page. */
  onSearched: () => void;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

export interface HeaderSearchBox {
  actor: HeaderSearchActor;
  /** Stops the actor and stops listening to the stored history. */
  stop(): void;
}

/** Starts a box's actor, picking up from where the shopper is. */
export function startHeaderSearch({
  services: given = {},
  term,
  focused,
  submitted,
  onSearched,
  inspect,
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
    { input: { history: services.history.read(), term }, ...(inspect && { inspect }) },
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
