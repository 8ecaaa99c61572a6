import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { GiftCardsActor } from '../../../machines/gift-cards.machine.ts';
import { type GiftCardsView, refusalFor, selectGiftCards } from '../../../machines/gift-cards.selectors.ts';
import type { CheckoutRefusal, Order } from '../../contract/checkout.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Snackbar } from '../../ui/Snackbar.tsx';
import { TextField } from '../../ui/TextField.tsx';
import styles from './MoneyOff.module.css';
import { focusAfter, TENDER_FOCUS, tenderLimits, tenderViews } from './money-off.view-model.ts';

export interface TenderSectionsProps {
  actor: GiftCardsActor;
  /** The order as the checkout shows it (its paymentInfo and partner card). */
  order: Order;
  /** The checkout's refusal: ORDER_ORCHESTRATION_037 names the vouchers that could not be used. */
  refusal: CheckoutRefusal | null;
}

/**
 * Gift cards and vouchers, and the partner discount card, on the checkout (doc 2 §3, §5, §7, §8): what is on
 * the order (masked, with what each pays and its balance, and Remove), the forms to add more (hidden with the
 * limit's message once 10 are on it), inline errors. The flow is machines/gift-cards.machine.ts.
 */
export function TenderSections({ actor, order, refusal }: TenderSectionsProps) {
  const view = useSelector(actor, selectGiftCards);
  const limits = tenderLimits(order);
  const tender = tenderViews(order, refusal);

  const giftCardRefusal = refusalFor(view, 'giftCard');
  const voucherRefusal = refusalFor(view, 'giftVoucher');
  const partnerRefusal = refusalFor(view, 'partnerCard');

  // The keyboard focus follows each answered change (focusAfter), so a keyboard shopper keeps their place.
  // A change answered before these sections were shown (a step back to the review) moves nothing.
  const { lastChange } = view;
  const changeAtMount = useRef(lastChange);
  useEffect(() => {
    if (!lastChange || lastChange === changeAtMount.current) return;
    const target = focusAfter(lastChange)
      .map((id) => document.getElementById(id))
      .find((element) => element !== null);
    target?.focus();
  }, [lastChange]);

  return (
    <>
      <section
        className={styles.section}
        aria-labelledby="gift-cards-title"
        aria-busy={view.busy || undefined}
      >
        <h2 id="gift-cards-title" className={styles.title}>
          Gift cards and vouchers
        </h2>
        {tender.length > 0 && (
          <ul
            id={TENDER_FOCUS.onOrder}
            tabIndex={-1}
            className={styles.list}
            aria-label="Gift cards and vouchers on your order"
          >
            {tender.map((item) => (
              <li key={`${item.kind}-${item.id}`} className={styles.item}>
                <div>
                  <p className={styles.name}>{item.label}</p>
                  <p className={styles.meta}>
                    {item.balanceLabel} {item.balance}
                  </p>
                </div>
                <div>
                  <p className={styles.saving}>Pays {item.pays}</p>
                  <Button
                    variant="ghost"
                    size="small"
                    disabled={view.busy}
                    aria-label={`Remove ${item.label}`}
                    onClick={() =>
                      actor.send(
                        item.kind === 'giftCard'
                          ? { type: 'REMOVE_GIFT_CARD', giftCardId: item.id }
                          : { type: 'REMOVE_GIFT_VOUCHER', giftVoucherId: item.id },
                      )
                    }
                  >
                    {view.removing === item.id ? 'Removing…' : 'Remove'}
                  </Button>
                </div>
                {item.error && (
                  <div className={styles.itemError}>
                    <Notice severity="ERROR">
                      <p>{item.error}</p>
                    </Notice>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}

        {limits.giftCards ? (
          <p className={styles.limit}>{limits.giftCards}</p>
        ) : (
          <GiftCardForm
            key={`gift-cards-${order.paymentInfo.giftCards.length}`}
            view={view}
            onAdd={(serialNumber, pin) => actor.send({ type: 'ADD_GIFT_CARD', serialNumber, pin })}
          />
        )}
        {giftCardRefusal && (
          <Notice severity="ERROR">
            <p>{giftCardRefusal}</p>
          </Notice>
        )}

        {limits.giftVouchers ? (
          <p className={styles.limit}>{limits.giftVouchers}</p>
        ) : (
          <GiftVoucherForm
            key={`gift-vouchers-${order.paymentInfo.giftVouchers.length}`}
            view={view}
            onAdd={(serialNumber) => actor.send({ type: 'ADD_GIFT_VOUCHER', serialNumber })}
          />
        )}
        {voucherRefusal && (
          <Notice severity="ERROR">
            <p>{voucherRefusal}</p>
          </Notice>
        )}
      </section>

      <section
        className={styles.section}
        aria-labelledby="partner-card-title"
        aria-busy={view.busy || undefined}
      >
        <h2 id="partner-card-title" className={styles.title}>
          Partner discount card
        </h2>
        {order.partnerDiscountCardNumber ? (
          <div id={TENDER_FOCUS.partnerCard} tabIndex={-1} className={styles.item}>
            <p className={styles.name}>Card {order.partnerDiscountCardNumber}</p>
            <Button
              variant="ghost"
              size="small"
              disabled={view.busy}
              aria-label="Remove Partner discount card"
              onClick={() => actor.send({ type: 'REMOVE_PARTNER_CARD' })}
            >
              {view.removing === 'partnerCard' ? 'Removing…' : 'Remove'}
            </Button>
          </div>
        ) : (
          <PartnerCardForm
            view={view}
            onApply={(cardNumber) => actor.send({ type: 'APPLY_PARTNER_CARD', cardNumber })}
          />
        )}
        {partnerRefusal && (
          <Notice severity="ERROR">
            <p>{partnerRefusal}</p>
          </Notice>
        )}
      </section>
      <Snackbar message={view.notice} onDismiss={() => actor.send({ type: 'DISMISS_NOTICE' })} />
    </>
  );
}

interface FormProps {
  view: GiftCardsView;
}

/**
 * What is typed stays here until it is sent; a new card on the order starts the form afresh (its key), and
 * the focus goes back to its first field (focusAfter).
 */
function GiftCardForm({ view, onAdd }: FormProps & { onAdd: (serialNumber: string, pin: string) => void }) {
  const [serialNumber, setSerialNumber] = useState('');
  const [pin, setPin] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(serialNumber, pin);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Add a gift card" noValidate>
      <div className={styles.fields}>
        <TextField
          id={TENDER_FOCUS.giftCardForm}
          label="Gift card number"
          hint="16 digits"
          inputMode="numeric"
          autoComplete="off"
          value={serialNumber}
          onChange={(event) => setSerialNumber(event.target.value)}
          error={view.fieldErrors.giftCardSerial}
        />
        <TextField
          id="gift-card-pin"
          label="PIN"
          hint="4 digits"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          error={view.fieldErrors.giftCardPin}
        />
      </div>
      <div>
        <Button type="submit" variant="secondary" disabled={view.busy}>
          {view.adding === 'giftCard' ? 'Adding…' : 'Add gift card'}
        </Button>
      </div>
    </form>
  );
}

function GiftVoucherForm({ view, onAdd }: FormProps & { onAdd: (serialNumber: string) => void }) {
  const [serialNumber, setSerialNumber] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(serialNumber);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Add a gift voucher" noValidate>
      <div className={styles.single}>
        <TextField
          id={TENDER_FOCUS.giftVoucherForm}
          label="Gift voucher number"
          hint="16 digits"
          inputMode="numeric"
          autoComplete="off"
          value={serialNumber}
          onChange={(event) => setSerialNumber(event.target.value)}
          error={view.fieldErrors.giftVoucherSerial}
        />
      </div>
      <div>
        <Button type="submit" variant="secondary" disabled={view.busy}>
          {view.adding === 'giftVoucher' ? 'Adding…' : 'Add voucher'}
        </Button>
      </div>
    </form>
  );
}

function PartnerCardForm({ view, onApply }: FormProps & { onApply: (cardNumber: string) => void }) {
  const [cardNumber, setCardNumber] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(cardNumber);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Apply a Partner discount card" noValidate>
      <div className={styles.single}>
        <TextField
          id={TENDER_FOCUS.partnerCardForm}
          label="Partner discount card number"
          hint="16 digits, starting 9210 or 9230"
          inputMode="numeric"
          autoComplete="off"
          value={cardNumber}
          onChange={(event) => setCardNumber(event.target.value)}
          error={view.fieldErrors.partnerCardNumber}
          addOn={
            <Button type="submit" variant="secondary" disabled={view.busy}>
              {view.adding === 'partnerCard' ? 'Applying…' : 'Apply'}
            </Button>
          }
        />
      </div>
    </form>
  );
}
