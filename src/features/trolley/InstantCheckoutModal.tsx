import { Button, buttonClassName } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

export const CHECKOUT_HREF = '/ecom/checkout';

export interface InstantCheckoutModalProps {
  open: boolean;
  /** '£42.50' */
  total: string;
  itemCount: number;
  onClose: () => void;
}

/**
 * The instant checkout modal (doc 2 §2): offered when the trolley's instantCheckout is ALLOWED (a slot is
 * booked and a card saved), it takes the shopper straight to checkout. Checkout is a full page load (doc 2
 * §2), so it is a plain link.
 */
export function InstantCheckoutModal({ open, total, itemCount, onClose }: InstantCheckoutModalProps) {
  return (
    <Modal
      open={open}
      title="Instant checkout"
      onClose={onClose}
      actions={
        <>
          <a className={buttonClassName()} href={CHECKOUT_HREF}>
            Check out now
          </a>
          <Button variant="secondary" onClick={onClose}>
            Keep shopping
          </Button>
        </>
      }
    >
      <p>
        Check out your {itemCount} {itemCount === 1 ? 'item' : 'items'} ({total}) with your booked slot and
        saved card.
      </p>
    </Modal>
  );
}
