/**
 * The customer slot's messages (doc 2 §4, §8): the info snackbar when 100 minutes or less remain,
 * 'Slot reservation cancelled', 'Sorry, your slot has now expired.' with Book a slot, and the
 * 'Cancel reserved slot?' confirmation. CustomerSlotMessages.tsx decides when their code loads.
 */
import {
  selectHasExpired,
  selectIsCancelling,
  selectIsConfirmingCancel,
  selectSlotNotice,
} from '../../../machines/customer-slot.selectors.ts';
import { SLOT_MESSAGES } from '../../domain/slot-booking.ts';
import { useCustomerSlotActor, useCustomerSlotSelector } from '../../shop/door/customer-slot-hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import styles from './slots.module.css';

export function CustomerSlotMessageViews() {
  const actor = useCustomerSlotActor();
  const notice = useCustomerSlotSelector(selectSlotNotice, null);
  const expired = useCustomerSlotSelector(selectHasExpired, false);
  const confirming = useCustomerSlotSelector(selectIsConfirmingCancel, false);
  const cancelling = useCustomerSlotSelector(selectIsCancelling, false);
  if (!actor) return null;
  const dismiss = () => actor.send({ type: 'DISMISSED' });
  return (
    <>
      {notice && (
        <div className={styles.snackbarStack}>
          <div
            className={`${styles.snackbar} ${notice.severity === 'ERROR' ? styles.snackbarError : ''}`}
            role={notice.severity === 'ERROR' ? 'alert' : 'status'}
          >
            <p className={styles.snackbarText}>{notice.message}</p>
            <button type="button" className={styles.snackbarAction} onClick={dismiss}>
              Dismiss
            </button>
          </div>
        </div>
      )}
      <Modal
        open={expired}
        role="alertdialog"
        title={SLOT_MESSAGES.expired}
        onClose={dismiss}
        actions={
          <Button onClick={() => actor.send({ type: 'BOOK_A_SLOT' })}>{SLOT_MESSAGES.bookASlot}</Button>
        }
      >
        <p>Your reserved slot was not checked out in time, so it has been released.</p>
      </Modal>
      <Modal
        open={confirming}
        title={SLOT_MESSAGES.cancelConfirmTitle}
        onClose={() => actor.send({ type: 'CANCEL_ABANDONED' })}
        actions={
          <>
            <Button
              variant="secondary"
              disabled={cancelling}
              onClick={() => actor.send({ type: 'CANCEL_ABANDONED' })}
            >
              Keep slot
            </Button>
            <Button disabled={cancelling} onClick={() => actor.send({ type: 'CANCEL_CONFIRMED' })}>
              Cancel slot
            </Button>
          </>
        }
      >
        <p>{SLOT_MESSAGES.cancelConfirmText}</p>
      </Modal>
    </>
  );
}
