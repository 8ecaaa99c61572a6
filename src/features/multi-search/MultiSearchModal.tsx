import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import {
  type MultiSearchActor,
  selectCanSearch,
  selectIsOpen,
  selectItemLimitReached,
  selectText,
} from '../../../machines/multi-search.machine.ts';
import { ITEM_LIMIT_REACHED_MESSAGE, MULTI_SEARCH_ITEM_LIMIT } from '../../domain/multi-search.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import styles from './MultiSearch.module.css';

export const MULTI_SEARCH_TITLE = 'Multi-search';

/** The multi-search modal (doc 3 §4, §5): a rendering of the multi-search actor. */
export function MultiSearchModal({ actor }: { actor: MultiSearchActor }) {
  const open = useSelector(actor, selectIsOpen);
  const text = useSelector(actor, selectText);
  const limitReached = useSelector(actor, selectItemLimitReached);
  const canSearch = useSelector(actor, selectCanSearch);
  const textId = useId();
  const hintId = useId();
  const limitId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);

  return (
    <Modal
      open={open}
      title={MULTI_SEARCH_TITLE}
      onClose={() => actor.send({ type: 'CLOSE' })}
      // Search first: the modal gives the first action the focus, so Enter searches a stored list again.
      actions={
        <>
          <Button disabled={!canSearch} onClick={() => actor.send({ type: 'SEARCH' })}>
            Search
          </Button>
          <Button
            variant="secondary"
            disabled={!canSearch}
            onClick={() => {
              actor.send({ type: 'CLEAR_LIST' });
              // The button is now disabled and loses the focus: the empty box is where to go on.
              textRef.current?.focus();
            }}
          >
            Clear list
          </Button>
        </>
      }
    >
      <label htmlFor={textId} className={styles.label}>
        Your shopping list
      </label>
      <p id={hintId} className={styles.hint}>
        Put each item on a new line, or separate them with commas. Up to {MULTI_SEARCH_ITEM_LIMIT} items.
      </p>
      <textarea
        ref={textRef}
        id={textId}
        className={styles.textarea}
        rows={8}
        value={text}
        aria-describedby={limitReached ? `${hintId} ${limitId}` : hintId}
        onChange={(event) => actor.send({ type: 'TYPE', text: event.target.value })}
      />
      <p id={limitId} role="status" className={styles.limit}>
        {limitReached ? ITEM_LIMIT_REACHED_MESSAGE : ''}
      </p>
    </Modal>
  );
}
