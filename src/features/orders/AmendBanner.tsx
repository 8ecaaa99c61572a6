import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { selectBookedSlot } from '../../../machines/customer-slot.selectors.ts';
import { selectIsBusy } from '../../../machines/order-actions.selectors.ts';
import { orderTimeLabel } from '../../domain/orders.ts';
import { useCustomerSlotSelector } from '../../shop/door/customer-slot-hooks.ts';
import { useSession } from '../../shop/door/session-hooks.ts';
import { useTrolleySelector } from '../../shop/door/trolley-hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { selectAmendingOrderId } from './amending-order.ts';
import styles from './Orders.module.css';
import { orderQueryOptions } from './order.queries.ts';
import { useOrderActionsActor, useOrderActionsSelector } from './use-order-actions.ts';

const selectAmendCutOff = (snapshot: Parameters<typeof selectBookedSlot>[0]) =>
  selectBookedSlot(snapshot)?.amendOrderCutOff ?? null;

/**
 * The amend banner (doc 2 §4 Order amendment and cancel): while the trolley is an order being changed, what
 * is being amended, until when its changes can be checked out, and 'Cancel changes' (the order actions'
 * 'Cancel changes?' confirmation). `placement` 'header' is the main layout's (HeaderAmendBanner.tsx), 'page' the
 * trolley page's.
 */
export function AmendBanner({ placement }: { placement: 'header' | 'page' }) {
  const titleId = useId();
  const orderId = useTrolleySelector(selectAmendingOrderId, null);
  const slotCutOff = useCustomerSlotSelector(selectAmendCutOff, null);
  const { customerId } = useSession();
  const actor = useOrderActionsActor();
  const busy = useOrderActionsSelector(selectIsBusy, false);
  // The cut-off from the booked slot, else from the order itself.
  const order = useQuery({
    ...orderQueryOptions(customerId, orderId ?? ''),
    enabled: orderId !== null && slotCutOff === null,
  });
  if (orderId === null) return null;
  const orderSlot = order.data?.slots.find((slot) => slot.status === 'UNCONFIRMED') ?? order.data?.slots[0];
  const cutOff = slotCutOff ?? orderSlot?.amendOrderCutoffDateTime ?? null;
  return (
    <section
      className={`${styles.banner} ${placement === 'page' ? styles.bannerInPage : ''}`}
      aria-labelledby={titleId}
    >
      <div className={styles.bannerText}>
        <p id={titleId} className={styles.bannerTitle}>
          You are amending order {orderId}
        </p>
        {cutOff && <p>Check out by {orderTimeLabel(cutOff)}</p>}
      </div>
      <Button
        variant="secondary"
        size="small"
        disabled={!actor || busy}
        aria-describedby={titleId}
        onClick={() => actor?.send({ type: 'CANCEL_CHANGES', customerOrderId: orderId })}
      >
        Cancel changes
      </Button>
    </section>
  );
}
