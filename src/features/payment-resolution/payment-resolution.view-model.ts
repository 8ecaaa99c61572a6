import type { ResolvePaymentSnapshot } from '../../../machines/resolve-payment.machine.ts';
import { CUSTOMER_CARE_PHONE } from '../../domain/customer-care.ts';
import { formatMoney } from '../../domain/money.ts';
import { PAYMENT_RESOLUTION_MESSAGES } from '../../domain/orders.ts';
import { cardLabel } from '../checkout/order-view.view-model.ts';

export type ResolvePaymentStage =
  | 'loading'
  | 'paying'
  | 'choosing'
  | 'resolved'
  | 'attemptsUsed'
  | 'notNeeded'
  | 'failed';

/** What the resolve-payment page shows, from the flow's snapshot (machines/resolve-payment.machine.ts). */
export interface ResolvePaymentView {
  stage: ResolvePaymentStage;
  customerOrderId: string;
  totalToPay: string | null;
  declinedCard: string | null;
  /** The message in the page's alert: a decline, a refusal, the unexpected error, or the attempts used. */
  error: string | null;
  resolvedMessage: string;
  attemptsUsedMessage: string;
  notNeededMessage: string;
}

export function resolvePaymentView(snapshot: ResolvePaymentSnapshot): ResolvePaymentView {
  const { context } = snapshot;
  const stage: ResolvePaymentStage = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('paying')
      ? 'paying'
      : snapshot.matches('resolved')
        ? 'resolved'
        : snapshot.matches('attemptsUsed')
          ? 'attemptsUsed'
          : snapshot.matches('notNeeded')
            ? 'notNeeded'
            : snapshot.matches('failed')
              ? 'failed'
              : 'choosing';
  const resolution = context.resolution;
  return {
    stage,
    customerOrderId: context.customerOrderId,
    totalToPay: resolution ? formatMoney(resolution.totalToPay) : null,
    declinedCard: resolution?.declinedCard ? cardLabel(resolution.declinedCard) : null,
    error: context.error,
    resolvedMessage: PAYMENT_RESOLUTION_MESSAGES.resolved,
    attemptsUsedMessage: PAYMENT_RESOLUTION_MESSAGES.attemptsUsed(CUSTOMER_CARE_PHONE),
    notNeededMessage: PAYMENT_RESOLUTION_MESSAGES.notNeeded,
  };
}
