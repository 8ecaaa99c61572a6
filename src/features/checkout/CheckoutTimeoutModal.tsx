import { CHECKOUT_TIMEOUT_MESSAGE } from '../../domain/checkout.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

/**
 * doc 2 §8 "Checkout timeout": placing the order ran out of time. Trying again sends the same request (the
 * same idempotency key, so the order is placed once); closing reloads the page.
 */
export function CheckoutTimeoutModal({
  open,
  onTryAgain,
  onClose,
}: {
  open: boolean;
  onTryAgain: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={CHECKOUT_TIMEOUT_MESSAGE.title}
      onClose={onClose}
      actions={<Button onClick={onTryAgain}>{CHECKOUT_TIMEOUT_MESSAGE.action}</Button>}
    >
      <p>{CHECKOUT_TIMEOUT_MESSAGE.body}</p>
    </Modal>
  );
}
