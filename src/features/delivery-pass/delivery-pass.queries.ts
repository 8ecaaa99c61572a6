import { queryOptions } from '@tanstack/react-query';
import type { DeliveryPass } from '../../contract/orders.ts';
import { isFeatureEnabled } from '../../domain/flags.ts';
import { CUSTOMER_DATA_KEY } from '../account/account.queries.ts';

/**
 * The shopper's delivery pass status (doc 2 §6 "fetched only when the delivery pass flag is on and the user is
 * signed in", §7 "Failures are ignored"): a failure is no status (null), never an error on the page. Under the
 * customer's data key, so signing out forgets it.
 */
export const deliveryPassQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: [...CUSTOMER_DATA_KEY, customerId, 'delivery-pass'] as const,
    queryFn: async ({ signal }): Promise<DeliveryPass | null> => {
      try {
        // The call's module loads with the first call: the header (first paint) imports these options.
        const { getDeliveryPassStatus } = await import('../../api/delivery-pass.ts');
        return await getDeliveryPassStatus(signal);
      } catch {
        return null;
      }
    },
  });

/** Whether the status may be asked for: the flag is on and the shopper is signed in. */
export const asksForDeliveryPass = (session: { isSignedIn: boolean }) =>
  session.isSignedIn && isFeatureEnabled('deliveryPass');
