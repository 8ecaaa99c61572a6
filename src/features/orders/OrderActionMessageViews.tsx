/**
 * The order actions' messages (doc 2 §4 Order amendment and cancel, §8 Orders): the 'Cancel changes?' and
 * 'Cancel order?' confirmations, what went wrong (the server's words, or the unexpected error) and what
 * went well. OrderActionMessages.tsx decides when their code loads.
 */
import {
  selectActionUnderWay,
  selectConfirmation,
  selectFailure,
  selectIsConfirmationSent,
  selectNotice,
  selectOrderId,
} from '../../../machines/order-actions.selectors.ts';
import { ORDER_MESSAGES } from '../../domain/orders.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import styles from './Orders.module.css';
import { useOrderActionsActor, useOrderActionsSelector } from './use-order-actions.ts';

const selectKindUnderWay = (snapshot: Parameters<typeof selectActionUnderWay>[0]) =>
  selectActionUnderWay(snapshot)?.kind ?? null;

export function OrderActionMessageViews() {
  const actor = useOrderActionsActor();
  const confirmation = useOrderActionsSelector(selectConfirmation, null);
  const underWay = useOrderActionsSelector(selectKindUnderWay, null);
  const sent = useOrderActionsSelector(selectIsConfirmationSent, false);
  const orderId = useOrderActionsSelector(selectOrderId, null);
  const failure = useOrderActionsSelector(selectFailure, null);
  const notice = useOrderActionsSelector(selectNotice, null);
  if (!actor) return null;
  const close = sent ? undefined : () => actor.send({ type: 'CLOSE' });
  const confirm = () => actor.send({ type: 'CONFIRM' });
  const dismiss = () => actor.send({ type: 'DISMISS' });
  return (
    <>
      <Modal
        open={confirmation === 'cancelChanges' || underWay === 'cancelChanges'}
        title={ORDER_MESSAGES.cancelChangesTitle}
        {...(close && { onClose: close })}
        actions={
          <>
            <Button variant="secondary" disabled={sent} onClick={close}>
              Keep changes
            </Button>
            <Button disabled={sent} onClick={confirm}>
              {sent ? 'Cancelling changes…' : 'Cancel changes'}
            </Button>
          </>
        }
      >
        <p>{ORDER_MESSAGES.cancelChangesBody}</p>
        {orderId && <p>Order {orderId}</p>}
      </Modal>
      <Modal
        open={confirmation === 'cancelOrder' || underWay === 'cancelOrder'}
        title={ORDER_MESSAGES.cancelOrderTitle}
        {...(close && { onClose: close })}
        actions={
          <>
            <Button variant="secondary" disabled={sent} onClick={close}>
              Keep order
            </Button>
            <Button disabled={sent} onClick={confirm}>
              {sent ? 'Cancelling order…' : 'Cancel order'}
            </Button>
          </>
        }
      >
        <p>{ORDER_MESSAGES.cancelOrderBody}</p>
        {orderId && <p>Order {orderId}</p>}
      </Modal>
      {(failure || notice) && (
        <div className={styles.toastStack}>
          {failure && (
            <div className={`${styles.toast} ${styles.toastError}`} role="alert">
              <p className={styles.toastText}>{failure.message}</p>
              <button type="button" className={styles.toastAction} onClick={dismiss}>
                Dismiss
              </button>
            </div>
          )}
          {notice && (
            <div className={styles.toast} role="status">
              <p className={styles.toastText}>{notice}</p>
              <button type="button" className={styles.toastAction} onClick={dismiss}>
                Dismiss
              </button>
            </div>
          )}
        </div>
      )}
    </>
  );
}
