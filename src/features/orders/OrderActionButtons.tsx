import type { ReactNode } from 'react';
import {
  selectActionUnderWay,
  selectCancelling,
  selectIsBusy,
} from '../../../machines/order-actions.selectors.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './Orders.module.css';
import type { OrderActionView } from './order-actions.view-model.ts';
import { useOrderActionsActor, useOrderActionsSelector } from './use-order-actions.ts';

const BUSY_TEXT = {
  amend: 'Opening your order for changes…',
  changeSlot: 'Opening your order to change its slot…',
  cancelChanges: 'Cancelling your changes…',
  cancelOrder: 'Cancelling your order…',
} as const;

const NONE: readonly string[] = [];
const sameAction = (a: { kind: string; customerOrderId: string } | null, b: typeof a) =>
  a?.kind === b?.kind && a?.customerOrderId === b?.customerOrderId;

export interface OrderActionButtonsProps {
  customerOrderId: string;
  /** The slot type, for the slot page a change of slot goes to. */
  slotType: string | null;
  /** What the order's links allow (order-actions.view-model.ts). */
  actions: readonly OrderActionView[];
  /** The id of the element that names the order (its heading), read with each button. */
  describedBy: string;
  /** Links shown first in the same row (View order, Pay now ...). */
  children?: ReactNode;
}

/**
 * Amend order, Change slot and Cancel order for one order, as its links allow: each sends the order actions
 * machine its event; they wait while an action is under way, and say what is happening to this order.
 */
export function OrderActionButtons({
  customerOrderId,
  slotType,
  actions,
  describedBy,
  children,
}: OrderActionButtonsProps) {
  const actor = useOrderActionsActor();
  const busy = useOrderActionsSelector(selectIsBusy, false);
  const underWay = useOrderActionsSelector(selectActionUnderWay, null, sameAction);
  const cancelling = useOrderActionsSelector(selectCancelling, NONE);
  const mine = underWay?.customerOrderId === customerOrderId ? underWay.kind : null;
  const send = (rel: OrderActionView['rel']) => {
    if (!actor) return;
    if (rel === 'init-amend') actor.send({ type: 'AMEND', customerOrderId });
    else if (rel === 'init-changeslot')
      actor.send({ type: 'CHANGE_SLOT', customerOrderId, slotType: slotType ?? 'DELIVERY' });
    else actor.send({ type: 'CANCEL_ORDER', customerOrderId });
  };
  return (
    <>
      <div className={styles.actions}>
        {children}
        {actions.map((action) => (
          <Button
            key={action.rel}
            variant={action.rel === 'cancel' ? 'ghost' : 'secondary'}
            disabled={!actor || busy}
            aria-describedby={describedBy}
            onClick={() => send(action.rel)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      <p className={styles.busy} role="status">
        {mine ? BUSY_TEXT[mine] : cancelling.includes(customerOrderId) ? BUSY_TEXT.cancelOrder : ''}
      </p>
    </>
  );
}
