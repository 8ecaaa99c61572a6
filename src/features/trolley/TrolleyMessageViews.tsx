/**
 * The trolley's messages (doc 2 §8): a change that did not happen, the generic trolley network modal, the
 * modal after a 400/410 that a refresh did not mend, and 'Undo' after a removal. Their code loads when one
 * is wanted (issue 5); TrolleyMessages.tsx decides when.
 */
import {
  selectIsUnavailable,
  selectNetworkError,
  selectNotice,
  selectRemovedLine,
} from '../../../machines/trolley.selectors.ts';
import { TROLLEY_MESSAGES } from '../../domain/trolley.ts';
import { useTrolleyActor, useTrolleySelector } from '../../shop/door/trolley-hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import styles from './TrolleyMessages.module.css';

export function TrolleyMessageViews() {
  const trolley = useTrolleyActor();
  const notice = useTrolleySelector(selectNotice, null);
  const removed = useTrolleySelector(selectRemovedLine, null);
  const networkError = useTrolleySelector(selectNetworkError, false);
  const unavailable = useTrolleySelector(selectIsUnavailable, false);
  const dismissNetworkError = () => trolley.send({ type: 'DISMISS_NETWORK_ERROR' });

  return (
    <>
      <div className={styles.stack}>
        {notice && (
          <div className={`${styles.toast} ${styles.error}`} role="alert">
            <div className={styles.text}>
              <p className={styles.title}>{notice.title}</p>
              {notice.message && <p>{notice.message}</p>}
            </div>
            <button
              type="button"
              className={styles.toastAction}
              onClick={() => trolley.send({ type: 'DISMISS_NOTICE' })}
            >
              Dismiss
            </button>
          </div>
        )}
        {removed && (
          <div className={styles.toast} role="status">
            <p className={styles.text}>{removed.product.name} removed from your trolley</p>
            <button
              type="button"
              className={styles.toastAction}
              onClick={() => trolley.send({ type: 'UNDO_REMOVE' })}
            >
              Undo
            </button>
          </div>
        )}
      </div>
      <Modal
        open={networkError}
        role="alertdialog"
        title={TROLLEY_MESSAGES.networkError}
        onClose={dismissNetworkError}
        actions={<Button onClick={dismissNetworkError}>OK</Button>}
      >
        <p>Your trolley has been refreshed to show what is saved. Please try again.</p>
      </Modal>
      <Modal
        open={unavailable}
        role="alertdialog"
        title={TROLLEY_MESSAGES.trolleyUnavailableTitle}
        actions={<Button onClick={() => trolley.send({ type: 'REFRESH_PAGE' })}>Refresh page</Button>}
      >
        <p>{TROLLEY_MESSAGES.trolleyUnavailable}</p>
      </Modal>
    </>
  );
}
