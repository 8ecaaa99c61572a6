import { useQuery } from '@tanstack/react-query';
import { isFeatureEnabled } from '../../domain/flags.ts';
import { loginRedirect } from '../../domain/routing.ts';
import { useSession } from '../../shop/door/session-hooks.ts';
import { Notice } from '../../ui/Notice.tsx';
import styles from '../checkout/Checkout.module.css';
import { BuyDeliveryPass } from './BuyDeliveryPass.tsx';
import { deliveryPassQueryOptions } from './delivery-pass.queries.ts';
import { DELIVERY_PASS_BLURB, passView, planViews } from './delivery-pass.view-model.ts';
import { PassDetails } from './PassDetails.tsx';

/**
 * delivery-pass and myaccount/delivery-pass (doc 2 §2, §3 Delivery pass status): what the pass is and its plans;
 * a signed-in shopper sees their pass (status, plan, dates, card) or buys one, a signed-out one is asked to
 * sign in first.
 */
export function DeliveryPassPage({ path }: { path: string }) {
  const session = useSession();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Delivery Pass</h1>
      <p>{DELIVERY_PASS_BLURB}</p>
      {!isFeatureEnabled('deliveryPass') ? (
        <p>Sorry, the Delivery Pass is not available at the moment.</p>
      ) : session.isSignedIn ? (
        <YourDeliveryPass customerId={session.customerId} />
      ) : (
        <SignedOutPlans path={path} />
      )}
    </div>
  );
}

function YourDeliveryPass({ customerId }: { customerId: number }) {
  const { data, isPending } = useQuery(deliveryPassQueryOptions(customerId));
  if (isPending) return <p role="status">Loading your Delivery Pass…</p>;
  const pass = passView(data);
  if (pass) {
    return (
      <section className={styles.section} aria-labelledby="your-pass-title">
        <h2 id="your-pass-title" className={styles.sectionTitle}>
          Your Delivery Pass
        </h2>
        <PassDetails pass={pass} />
      </section>
    );
  }
  return (
    <>
      {data === null && (
        <Notice severity="WARNING">
          <p>We could not check your Delivery Pass just now. You can still buy one below.</p>
        </Notice>
      )}
      <BuyDeliveryPass customerId={customerId} />
    </>
  );
}

function SignedOutPlans({ path }: { path: string }) {
  return (
    <section className={styles.section} aria-labelledby="plans-title">
      <h2 id="plans-title" className={styles.sectionTitle}>
        Plans
      </h2>
      <ul className={styles.cards}>
        {planViews().map((plan) => (
          <li key={plan.id} className={styles.cardOption}>
            <strong>{plan.name}</strong> · {plan.summary}
          </li>
        ))}
      </ul>
      <p>
        <a href={loginRedirect(path)}>Sign in</a> to buy a Delivery Pass.
      </p>
    </section>
  );
}
