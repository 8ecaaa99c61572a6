/** Customer order stats (doc 1 §3, §7.4) as the API answers them. */
export interface CustomerOrderStats {
  customerHasACompletedOrder: boolean;
  daysSinceLastCompletedOrder: number | null;
  customerHasAnOrderRequiringPaymentAttention: boolean;
}

/**
 * The stats of a customer. There are no orders yet (the orders issue adds them and computes these
 * from the customer's completed orders and payment state); until then a customer has none.
 */
export function getCustomerOrderStats(customer: { totalOrderCount: number }): CustomerOrderStats {
  return {
    customerHasACompletedOrder: customer.totalOrderCount > 0,
    daysSinceLastCompletedOrder: null,
    customerHasAnOrderRequiringPaymentAttention: false,
  };
}
