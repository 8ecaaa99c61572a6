import { Button, buttonClassName } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

/** The checkout, told to place the order at once with the saved card (doc 2 §4). */
export const INSTANT_CHECKOUT_HREF = '/ecom/checkout?instant=true';

export interface InstantCheckoutModalProps {
  open: boolean;
  /** '£42.50' */
  total: string;
  itemCount: number;
  onClose: () => void;
}

/**
 * The instant checkout modal (doc 2 §2, §4): offered when the trolley's instantCheckout is ALLOWED (a slot is
 * booked, a card saved, no hard conflicts, the minimum spend met), it places the order with the saved card:
 * the checkout opens and places it at once. Checkout is a full page load (doc 2 §2), so it is a plain link.
 */
export function InstantCheckoutModal({ open, total, itemCount, onClose }: InstantCheckoutModalProps) {
  return (
    <Modal
      open={open}
      title="Instant checkout"
      onClose={onClose}
      actions={
        <>
          <a className={buttonClassName()} href={INSTANT_CHECKOUT_HREF}>
            Place order now
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
