import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { PaymentCardsActor } from '../../../machines/payment-cards.machine.ts';
import { useReadyShop } from '../../shop/door/door.tsx';
import { Button } from '../../ui/Button.tsx';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Snackbar } from '../../ui/Snackbar.tsx';
import { CardForm } from '../checkout/CardForm.tsx';
import styles from '../checkout/Checkout.module.css';
import { cardLabel } from '../checkout/order-view.view-model.ts';

/**
 * myaccount/paymentcards (doc 2 §2, §7 GET and DELETE payment cards): the shopper's saved cards with their
 * type, masked number, expiry and which is the default; make one the default, delete one after a
 * confirmation, add one. The flow is machines/payment-cards.machine.ts (src/shop/payment-cards.ts).
 */
export function PaymentCardsPage() {
  const shop = useReadyShop();
  const actor = useActorRef(shop.paymentCards, shop.inspect ? { inspect: shop.inspect } : {});
  return <PaymentCardsView actor={actor} />;
}

function PaymentCardsView({ actor }: { actor: PaymentCardsActor }) {
  const cards = useSelector(actor, (snapshot) => snapshot.context.cards);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const cardErrors = useSelector(actor, (snapshot) => snapshot.context.cardErrors);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const loadFailed = useSelector(actor, (snapshot) => snapshot.matches('loadFailed'));
  const adding = useSelector(actor, (snapshot) => snapshot.matches('adding'));
  const saving = useSelector(actor, (snapshot) => snapshot.matches({ adding: 'saving' }));
  const busy = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('deleting') || snapshot.matches('makingDefault') || snapshot.matches('loading'),
  );
  const target = useSelector(actor, (snapshot) =>
    snapshot.matches('confirmingDelete') || snapshot.matches('deleting')
      ? (snapshot.context.cards.find((card) => card.paymentCardId === snapshot.context.targetId) ?? null)
      : null,
  );
  const deleting = useSelector(actor, (snapshot) => snapshot.matches('deleting'));
  const [submits, setSubmits] = useState(0);

  if (loadFailed) {
    return (
      <ErrorPanel title="Sorry, we couldn't load your cards" onRetry={() => actor.send({ type: 'RETRY' })}>
        <p>Please check your connection and try again.</p>
      </ErrorPanel>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Payment cards</h1>
      {error && (
        <Notice severity="ERROR">
          <p>{error}</p>
        </Notice>
      )}
      <section className={styles.section} aria-labelledby="saved-cards-title" aria-busy={busy || undefined}>
        <h2 id="saved-cards-title" className={styles.sectionTitle}>
          Your saved cards
        </h2>
        {loading && cards.length === 0 && <p role="status">Loading your cards…</p>}
        {!loading && cards.length === 0 && <p>You have no saved cards.</p>}
        {cards.length > 0 && (
          <ul className={styles.cards} aria-label="Saved cards">
            {cards.map((card) => (
              <li key={card.paymentCardId} className={styles.cardOption}>
                <span>
                  {cardLabel(card)}
                  {card.defaultCard && <strong> · Default card</strong>}
                  {card.expired && <strong> · Expired</strong>}
                </span>
                <span className={styles.actions}>
                  {!card.defaultCard && !card.expired && (
                    <Button
                      size="small"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => actor.send({ type: 'MAKE_DEFAULT', paymentCardId: card.paymentCardId })}
                      aria-label={`Make ${cardLabel(card)} your default card`}
                    >
                      Make default
                    </Button>
                  )}
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={busy}
                    onClick={() => actor.send({ type: 'DELETE', paymentCardId: card.paymentCardId })}
                    aria-label={`Delete ${cardLabel(card)}`}
                  >
                    Delete
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {!adding && (
          <p>
            <Button onClick={() => actor.send({ type: 'OPEN_ADD' })} disabled={busy}>
              Add a card
            </Button>
          </p>
        )}
      </section>
      {adding && (
        <section className={styles.section} aria-labelledby="add-card-title">
          <h2 id="add-card-title" className={styles.sectionTitle}>
            Add a card
          </h2>
          <CardForm
            errors={cardErrors}
            busy={saving}
            submitLabel="Save card"
            optionLabel="Make this my default card"
            submitCount={submits}
            onSubmit={(card, defaultCard) => {
              setSubmits((count) => count + 1);
              actor.send({ type: 'SUBMIT_CARD', card, defaultCard });
            }}
          />
          <p>
            <Button variant="ghost" onClick={() => actor.send({ type: 'CLOSE' })} disabled={saving}>
              Cancel
            </Button>
          </p>
        </section>
      )}
      <Modal
        open={target !== null}
        title="Delete this card?"
        onClose={() => actor.send({ type: 'CLOSE' })}
        actions={
          <>
            <Button onClick={() => actor.send({ type: 'CONFIRM' })} aria-disabled={deleting || undefined}>
              {deleting ? 'Deleting…' : 'Delete card'}
            </Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'CLOSE' })}>
              Keep card
            </Button>
          </>
        }
      >
        <p>{target ? `${cardLabel(target)} will be removed from your account.` : ''}</p>
      </Modal>
      <Snackbar message={notice} onDismiss={() => actor.send({ type: 'DISMISS_NOTICE' })} />
    </div>
  );
}
