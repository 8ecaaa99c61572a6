import { useSelector } from '@xstate/react';
import {
  selectActionError,
  selectIsBusy,
  selectModal,
  selectNotice,
  selectTarget,
} from '../../../machines/address-book.machine.ts';
import { ADDRESS_MESSAGES } from '../../domain/addresses.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Snackbar } from '../../ui/Snackbar.tsx';
import { AddressFormModal } from './AddressFormModal.tsx';
import { AddressSummary } from './AddressSummary.tsx';
import { useAddressBookActor } from './address-book.context.ts';
import { ChooseAddressModal } from './ChooseAddressModal.tsx';

/**
 * Every modal of the address book, its snackbar, and why a delete or contact-address change was refused;
 * each shows when the machine says so.
 */
export function AddressBookModals() {
  return (
    <>
      <ActionError />
      <AddressFormModal />
      <ChooseAddressModal />
      <ConfirmModal />
      <AddressSnackbar />
    </>
  );
}

/** The delete and contact-address confirmations (doc 1 §8 Address). */
function ConfirmModal() {
  const actor = useAddressBookActor();
  const modal = useSelector(actor, selectModal);
  const target = useSelector(actor, selectTarget);
  const busy = useSelector(actor, selectIsBusy);
  if ((modal !== 'confirmDelete' && modal !== 'confirmContact') || !target) return null;
  const deleting = modal === 'confirmDelete';
  // While the answer is awaited the machine takes neither choice, so neither button (nor X or Escape) acts.
  const close = () => !busy && actor.send({ type: 'CLOSE' });
  return (
    <Modal
      open
      title={deleting ? 'Delete address' : 'Change contact address'}
      onClose={close}
      actions={
        <>
          <Button aria-disabled={busy || undefined} onClick={() => !busy && actor.send({ type: 'CONFIRM' })}>
            {deleting ? 'Delete address' : 'Make contact address'}
          </Button>
          <Button variant="secondary" aria-disabled={busy || undefined} onClick={close}>
            Cancel
          </Button>
        </>
      }
    >
      <p>{deleting ? ADDRESS_MESSAGES.confirmDelete : ADDRESS_MESSAGES.confirmContact}</p>
      <AddressSummary address={target} />
    </Modal>
  );
}

function AddressSnackbar() {
  const actor = useAddressBookActor();
  const notice = useSelector(actor, selectNotice);
  return <Snackbar message={notice} onDismiss={() => actor.send({ type: 'DISMISS_NOTICE' })} />;
}

function ActionError() {
  const actor = useAddressBookActor();
  const message = useSelector(actor, selectActionError);
  return message ? <Notice severity="ERROR">{message}</Notice> : null;
}
