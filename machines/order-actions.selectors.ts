/**
 * What My orders, View order and the amend banner read of the order actions
 * (machines/order-actions.machine.ts). Kept apart from the machine, with no xstate runtime, so that the main
 * layout's banner can read it in the first script.
 */
import type { OrderActionFailure, OrderActionsSnapshot } from './order-actions.machine.ts';

export type OrderActionKind = 'amend' | 'changeSlot' | 'cancelChanges' | 'cancelOrder';

/** The confirmation on show: 'Cancel changes?' or 'Cancel order?', or null. */
export const selectConfirmation = (
  snapshot: OrderActionsSnapshot,
): 'cancelChanges' | 'cancelOrder' | null => {
  if (snapshot.matches('confirmingCancelChanges')) return 'cancelChanges';
  if (snapshot.matches('confirmingCancelOrder')) return 'cancelOrder';
  return null;
};

/** The action under way (its call or what follows it), with its order; null when none. */
export const selectActionUnderWay = (
  snapshot: OrderActionsSnapshot,
): { kind: OrderActionKind; customerOrderId: string } | null => {
  const customerOrderId = snapshot.context.customerOrderId ?? '';
  if (snapshot.matches('amending')) return { kind: 'amend', customerOrderId };
  if (snapshot.matches('changingSlot')) return { kind: 'changeSlot', customerOrderId };
  if (snapshot.matches('cancellingChanges')) return { kind: 'cancelChanges', customerOrderId };
  if (snapshot.matches('cancellingOrder')) return { kind: 'cancelOrder', customerOrderId };
  return null;
};

/** Something is under way or awaits confirmation: the order actions wait. */
export const selectIsBusy = (snapshot: OrderActionsSnapshot): boolean => !snapshot.matches('idle');

/** The confirmation's answer has been sent: its buttons wait. */
export const selectIsConfirmationSent = (snapshot: OrderActionsSnapshot): boolean =>
  snapshot.matches('cancellingChanges') || snapshot.matches('cancellingOrder');

/** The orders whose cancellation is under way. */
export const selectCancelling = (snapshot: OrderActionsSnapshot): readonly string[] =>
  snapshot.context.cancelling;

/** The order an action or a confirmation is about. */
export const selectOrderId = (snapshot: OrderActionsSnapshot): string | null =>
  snapshot.context.customerOrderId;

export const selectFailure = (
  snapshot: OrderActionsSnapshot,
): (OrderActionFailure & { customerOrderId: string }) | null => snapshot.context.failure;

export const selectNotice = (snapshot: OrderActionsSnapshot): string | null => snapshot.context.notice;
