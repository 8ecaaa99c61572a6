import { useCallback } from 'react';
import type { MultiSearchSnapshot } from '../../../machines/multi-search.machine.ts';
import { useShop } from '../../shop/door/door.tsx';
import { reportError } from '../../shop/door/error-reporting.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { useSelector } from '../../ui/use-selector.ts';

/** The modal's view is not needed for the first paint (issue 5): it loads the first time the modal opens. */
const modalView = onDemand(() => import('./MultiSearchModal.tsx'));

/**
 * The machine's `selectIsOpen`, read without importing the machine: its module brings xstate, which the
 * first script of a page does without (issue 5).
 */
const isOpen = (snapshot: MultiSearchSnapshot | undefined) => snapshot?.matches('open') ?? false;

/**
 * The page's multi-search modal (doc 3 §4, §5), mounted once in the app's root: a rendering of the shop's
 * multi-search actor, which the header's Multi-search button and the strip's 'Edit list' open
 * (`useOpenMultiSearch`). Nothing shows until the actor says the modal is open.
 */
export function MultiSearchDialog() {
  const actor = useShop()?.multiSearch.actor;
  const open = useSelector(actor, isOpen);
  // A modal whose view cannot load closes again, so the shopper's next press tries again.
  const onLoadFailure = useCallback(
    (error: unknown) => {
      reportError(error, { caught: 'multi-search' });
      actor?.send({ type: 'CLOSE' });
    },
    [actor],
  );
  const MultiSearchModal = useOnDemand(modalView, open, onLoadFailure)?.MultiSearchModal;
  return actor && MultiSearchModal ? <MultiSearchModal actor={actor} /> : null;
}
