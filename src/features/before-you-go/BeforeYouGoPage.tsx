import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  type InterstitialsSnapshot,
  selectCanGoBack,
  selectCurrentInterstitial,
  selectSteps,
} from '../../../machines/interstitials.machine.ts';
import { selectLines } from '../../../machines/trolley.selectors.ts';
import type { TrolleyProduct } from '../../domain/trolley.ts';
import { useReadyShop } from '../../shop/door/door.tsx';
import { useTrolleySelector } from '../../shop/door/trolley-hooks.ts';
import { Button } from '../../ui/Button.tsx';
import styles from '../checkout/Checkout.module.css';
import { Recommendations } from '../trolley/Recommendations.tsx';
import { useBeforeYouGo } from './BeforeYouGoProvider.tsx';

/** beforeYouGo (doc 2 §2): the steps are being fetched; late or failed, the checkout opens without them. */
export function BeforeYouGoLoading() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Before you go</h1>
      <p role="status">Just checking your trolley…</p>
    </div>
  );
}

const selectDone = (snapshot: InterstitialsSnapshot) => snapshot.matches('done');

/**
 * beforeYouGo/{interstitialId} (doc 2 §2, §4 Interstitials): one step, with the steps as a list (the current
 * one marked, visited ones to go back to), its products with their Add and quantity controls, and Continue,
 * Back and Skip to checkout. An address for another step (the browser's Back) moves the steps there.
 */
export function BeforeYouGoStepPage({ interstitialId }: { interstitialId: string }) {
  const actor = useBeforeYouGo();
  const shop = useReadyShop();
  const steps = useSelector(actor, selectSteps);
  const interstitial = useSelector(actor, selectCurrentInterstitial);
  const canGoBack = useSelector(actor, selectCanGoBack);
  const done = useSelector(actor, selectDone);
  const lines = useTrolleySelector(selectLines, []);

  useEffect(() => {
    if (interstitial && interstitial.id !== interstitialId) actor.send({ type: 'GO_TO', id: interstitialId });
  }, [actor, interstitial, interstitialId]);

  if (done || !interstitial) return <BeforeYouGoLoading />;
  const quantityOf = (lineNumber: string) =>
    lines.find((line) => line.lineNumber === lineNumber)?.quantity.amount ?? 0;
  const change = (product: TrolleyProduct, quantity: { amount: number; uom: string }) =>
    shop.trolley.actor.send({
      type: 'CHANGE',
      change: { kind: 'item', lineNumber: product.lineNumber, productId: product.id, quantity, product },
    });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Before you go</h1>
      <nav aria-label="Before you go steps">
        <ol className={styles.actions}>
          {steps.map((step, index) => (
            <li key={step.id} aria-current={step.current ? 'step' : undefined}>
              {step.visited && !step.current && step.id !== 'checkout' ? (
                <button
                  type="button"
                  className={styles.stepLink}
                  onClick={() => actor.send({ type: 'GO_TO', id: step.id })}
                >
                  {index + 1}. {step.label}
                </button>
              ) : (
                <span className={step.current ? styles.currentStep : undefined}>
                  {index + 1}. {step.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <Recommendations
        products={interstitial.products}
        quantityOf={quantityOf}
        onQuantityChange={change}
        title={interstitial.label}
        description={interstitial.description}
      />
      <p className={styles.actions}>
        <Button onClick={() => actor.send({ type: 'NEXT' })}>Continue</Button>
        {canGoBack && (
          <Button variant="secondary" onClick={() => actor.send({ type: 'BACK' })}>
            Back
          </Button>
        )}
        <Button variant="ghost" onClick={() => actor.send({ type: 'SKIP' })}>
          Skip to checkout
        </Button>
      </p>
    </div>
  );
}
