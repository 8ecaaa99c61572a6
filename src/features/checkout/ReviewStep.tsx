import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { Order } from '../../contract/checkout.ts';
import type { CheckoutActor } from '../../shop/checkout.ts';
import { Notice } from '../../ui/Notice.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import styles from './Checkout.module.css';
import { OrderSlotDetails, slotKindOf } from './OrderSummary.tsx';

/**
 * The review step (doc 2 §3 Order, §4 Checkout): the slot and where, how to reach the shopper, the delivery
 * note, substitutes, bags and the paper statement, the age notice when the order holds alcohol, and what
 * stops the order being placed. Each change is saved on the order as it is made.
 */
export function ReviewStep({ actor, order }: { actor: CheckoutActor; order: Order }) {
  const saving = useSelector(actor, (snapshot) => snapshot.matches({ reviewOrder: 'savingDetails' }));
  const delivery = slotKindOf(order) === 'Delivery';
  const [contactNumber, setContactNumber] = useState(order.contactNumber ?? '');
  const [deliveryNote, setDeliveryNote] = useState(order.deliveryNote ?? '');
  const save = (details: Record<string, string | boolean>) => actor.send({ type: 'UPDATE_DETAILS', details });
  const saveContact = (event: FormEvent) => {
    event.preventDefault();
    save(delivery ? { contactNumber, deliveryNote } : { contactNumber });
  };

  return (
    <>
      <section className={styles.section} aria-labelledby="review-slot-title">
        <h2 id="review-slot-title" className={styles.sectionTitle}>
          {delivery ? 'Delivery details' : 'Collection details'}
        </h2>
        <OrderSlotDetails order={order} />
        <p>
          <a href="/ecom/bookslot">Change slot</a>
        </p>
      </section>

      {order.orderWarnings.length > 0 && (
        <Notice severity="WARNING">
          <ul>
            {order.orderWarnings.map((warning) => (
              <li key={warning.type}>{warning.message}</li>
            ))}
          </ul>
          <p>
            <a href="/ecom/shop/trolley">Go to your trolley</a>
          </p>
        </Notice>
      )}

      {order.alcoholPresent && (
        <Notice severity="INFORMATIVE">
          <p>
            Your order contains alcohol. It can only be handed to someone aged 18 or over, who may be asked
            for photo ID.
          </p>
        </Notice>
      )}

      <section className={styles.section} aria-labelledby="review-contact-title">
        <h2 id="review-contact-title" className={styles.sectionTitle}>
          Contact and instructions
        </h2>
        <form onSubmit={saveContact} className={styles.page} aria-label="Contact and instructions">
          <TextField
            id="checkout-contact-number"
            label="Contact number"
            hint="We call this number if there is a problem with your order"
            type="tel"
            autoComplete="tel"
            value={contactNumber}
            onChange={(event) => setContactNumber(event.target.value)}
          />
          {delivery && (
            <TextField
              id="checkout-delivery-note"
              label="Delivery note (optional)"
              hint="For the driver, e.g. where to leave the bags"
              maxLength={150}
              value={deliveryNote}
              onChange={(event) => setDeliveryNote(event.target.value)}
            />
          )}
          <SubmitButton variant="secondary" busy={saving} busyLabel="Saving…">
            Save details
          </SubmitButton>
        </form>
        <fieldset className={styles.cards} disabled={saving}>
          <legend className={styles.sectionTitle}>Your preferences</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={order.substitutionsAllowed}
              onChange={(event) => save({ substitutionsAllowed: event.target.checked })}
            />
            Allow substitutes if an item is unavailable
          </label>
          {delivery && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={order.bagless}
                onChange={(event) => save({ bagless: event.target.checked })}
              />
              Bagless delivery (no carrier bags)
            </label>
          )}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={order.paperStatement}
              onChange={(event) => save({ paperStatement: event.target.checked })}
            />
            Send a paper statement with my order
          </label>
        </fieldset>
      </section>
    </>
  );
}
