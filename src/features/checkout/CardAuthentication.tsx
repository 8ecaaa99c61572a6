import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import * as v from 'valibot';
import { selectChallenge } from '../../../machines/checkout.selectors.ts';
import { challengePageUrl } from '../../api/checkout.ts';
import { challengeResultMessageSchema } from '../../contract/checkout.ts';
import type { CheckoutActor } from '../../shop/checkout.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import styles from './Checkout.module.css';

/**
 * Card authentication (doc 2 §4, §8: SECURITY_NEEDED): the bank's challenge page in a frame, in a dialog.
 * The page tells the checkout the shopper's answer with a message from the shop's own origin, which is
 * checked against the contract before the flow hears of it.
 */
export function CardAuthentication({ actor }: { actor: CheckoutActor }) {
  const token = useSelector(actor, selectChallenge);
  const challenging = token !== null;

  useEffect(() => {
    if (!token) return;
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = v.safeParse(challengeResultMessageSchema, event.data);
      if (!message.success || message.output.jwtId !== token.jwtId) return;
      actor.send({
        type: 'CHALLENGE_ANSWERED',
        jwtId: message.output.jwtId,
        outcome: message.output.outcome,
      });
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [actor, token]);

  return (
    <>
      <section className={styles.section} aria-live="polite">
        <h2 className={styles.sectionTitle}>Confirming your card</h2>
        <p role="status">
          {challenging ? 'Your bank is asking you to confirm this payment.' : 'Contacting your bank…'}
        </p>
      </section>
      <Modal
        open={challenging}
        title="Confirm your payment with your bank"
        onClose={() => actor.send({ type: 'CANCEL' })}
        actions={
          <Button variant="secondary" onClick={() => actor.send({ type: 'CANCEL' })}>
            Cancel
          </Button>
        }
      >
        {token && (
          <iframe
            className={styles.challenge}
            title="Your bank's security check"
            src={challengePageUrl(token)}
          />
        )}
      </Modal>
    </>
  );
}
