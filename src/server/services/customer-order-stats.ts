import type { OrderStats } from '../../contract/account.ts';

/**
 * The stats of a customer. There are no orders yet (the orders issue adds them and computes these
 * from the customer's completed orders and payment state); until then a customer has none.
 */
export function getCustomerOrderStats(customer: { totalOrderCount: number }): OrderStats {
  return {
    customerHasACompletedOrder: customer.totalOrderCount > 0,
    daysSinceLastCompletedOrder: null,
    customerHasAnOrderRequiringPaymentAttention: false,
  };
}
