import styles from '../checkout/Checkout.module.css';
import type { PassView } from './delivery-pass.view-model.ts';

/** The shopper's pass: status, plan, dates and the card it was bought with. */
export function PassDetails({ pass }: { pass: PassView }) {
  return (
    <dl className={styles.facts}>
      <dt>Status</dt>
      <dd>{pass.status}</dd>
      <dt>Plan</dt>
      <dd>{pass.plan}</dd>
      <dt>Dates</dt>
      <dd>{pass.dates}</dd>
      <dt>Paid with</dt>
      <dd>{pass.card}</dd>
    </dl>
  );
}
