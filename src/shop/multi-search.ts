import { createActor, type InspectionEvent } from 'xstate';
import {
  firstItemPath,
  type MultiSearchActor,
  multiSearchMachine,
} from '../../machines/multi-search.machine.ts';
import { MULTI_SEARCH_ANALYTICS } from '../domain/multi-search.ts';
import { type PushToDataLayer, pushToDataLayer } from './door/data-layer.ts';
import { type MultiSearchListStore, multiSearchListStore } from './door/multi-search-list.ts';

/**
 * The page's one multi-search actor: its machine with the stored list, navigation and analytics, started
 * with the shop. The header's Multi-search button and the strip's 'Edit list' open it
 * (src/features/multi-search/use-open-multi-search.ts); MultiSearchDialog shows it.
 */
export interface MultiSearchStart {
  /** The browser's stored list unless given. */
  store?: MultiSearchListStore | undefined;
  /** The page's data layer unless given. */
  pushEvent?: PushToDataLayer | undefined;
  /** Shows a page of the shop through the router. */
  navigate: (path: string) => void;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

export interface MultiSearchDialog {
  actor: MultiSearchActor;
  /** Opens the modal with the stored list in its text box. */
  open(): void;
  stop(): void;
}

export function startMultiSearch({
  store = multiSearchListStore,
  pushEvent = pushToDataLayer,
  navigate,
  inspect,
}: MultiSearchStart): MultiSearchDialog {
  const actor = createActor(
    multiSearchMachine.provide({
      actions: {
        'report the modal opened': () => pushEvent({ ...MULTI_SEARCH_ANALYTICS.opened }),
        'report the modal closed': () => pushEvent({ ...MULTI_SEARCH_ANALYTICS.closed }),
        'save the list': ({ context }) => store.save(context.items),
        'forget the stored list': () => store.clear(),
        'go to the first item': ({ context }) => {
          const path = firstItemPath(context);
          if (path) navigate(path);
        },
      },
    }),
    inspect ? { inspect } : {},
  );
  actor.start();
  return {
    actor,
    open: () => actor.send({ type: 'OPEN', list: store.read() }),
    stop: () => actor.stop(),
  };
}
