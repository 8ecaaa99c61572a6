import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { toBrowserPath } from '../../domain/routing.ts';
import { loadsCustomerData } from '../../domain/session-fields.ts';
import { useSession } from '../../shop/door/session-hooks.ts';
import { orderStatsQueryOptions } from '../account/account.queries.ts';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import styles from './UrgencyBanner.module.css';
import { pendingOrdersQueryOptions } from './urgency-banner.queries.ts';
import { urgencyBannerView } from './urgency-banner.view-model.ts';

/**
 * The urgency banner (doc 2 §4; doc 3 §4 Session and header): for a signed-in shopper, where customer data
 * loads (not on forgot-password, locked, checkout or resolve payment: doc 2 §6), a reminder that the next
 * order can still be changed (info, warning), that unsaved changes are about to be lost (danger), or that
 * an order's payment failed (payment, with 'Pay now'). Nothing shows while it loads or if it fails.
 */
export function UrgencyBanner() {
  const session = useSession();
  const pathname = useLocation({ select: (location) => location.pathname });
  const path = toBrowserPath(pathname);
  const enabled = session.hasStarted && loadsCustomerData(session, path);
  const pending = useQuery({ ...pendingOrdersQueryOptions(session.customerId), enabled });
  const stats = useQuery({ ...orderStatsQueryOptions(session.customerId), enabled });
  if (!enabled) return null;
  const banner = urgencyBannerView({
    orders: pending.data?.orders,
    paymentProblem: stats.data?.customerHasAnOrderRequiringPaymentAttention ?? false,
    path,
    // Reading dataUpdatedAt renders the banner again each time the list is asked for (every minute), so
    // that a cut-off coming closer turns a reminder into a warning even when the orders are unchanged.
    now: new Date(Math.max(Date.now(), pending.dataUpdatedAt)),
  });
  if (!banner) return null;
  return (
    <section className={styles.banner} data-variant={banner.variant} aria-label="Order reminder">
      <p className={styles.text} role={banner.role}>
        {banner.message}{' '}
        <StorefrontLink href={banner.link.href} className={styles.link}>
          {banner.link.label}
        </StorefrontLink>
      </p>
    </section>
  );
}
