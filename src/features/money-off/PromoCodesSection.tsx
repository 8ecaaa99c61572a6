import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { PromoCodesActor } from '../../../machines/promo-codes.machine.ts';
import { selectPromoCodes } from '../../../machines/promo-codes.selectors.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Snackbar } from '../../ui/Snackbar.tsx';
import { TextField } from '../../ui/TextField.tsx';
import styles from './MoneyOff.module.css';
import { incentiveView } from './money-off.view-model.ts';

export interface PromoCodesSectionProps {
  actor: PromoCodesActor;
  /** Tells the boxes of the checkout and the trolley apart. */
  idPrefix: string;
}

/**
 * Promo codes (doc 2 §4, §8 Promo codes): the code box with Apply (emptied once the code is on the order), the
 * alert of a code not applied, and the codes on the order with their description, saving and Remove. The flow
 * is machines/promo-codes.machine.ts; while the codes load (8000 ms at most) or when they could not be loaded,
 * none are listed and the box works.
 */
export function PromoCodesSection({ actor, idPrefix }: PromoCodesSectionProps) {
  const view = useSelector(actor, selectPromoCodes);
  const [code, setCode] = useState('');
  const titleId = `${idPrefix}-promo-codes-title`;
  // A code on the order leaves the box empty for the next; a refused one stays in it to be corrected.
  useEffect(() => {
    const added = actor.on('codeAdded', () => setCode(''));
    return () => added.unsubscribe();
  }, [actor]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'APPLY', code });
  };

  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={view.busy || undefined}>
      <h2 id={titleId} className={styles.title}>
        Promo codes
      </h2>
      <form className={styles.form} onSubmit={apply} aria-label="Add a promo code" noValidate>
        <div className={styles.single}>
          <TextField
            id={`${idPrefix}-promo-code`}
            label="Promo code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={view.fieldError}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            addOn={
              <Button type="submit" variant="secondary" disabled={view.busy}>
                {view.isAdding ? 'Applying…' : 'Apply'}
              </Button>
            }
          />
        </div>
      </form>
      {view.alert && (
        <Notice severity="WARNING">
          <p>{view.alert}</p>
        </Notice>
      )}
      {/* Why a call failed: in the snackbar first, then here once the snackbar has gone. */}
      {view.serverError && view.notice !== view.serverError && (
        <Notice severity="ERROR">
          <p>{view.serverError}</p>
        </Notice>
      )}
      {view.incentives.length > 0 && (
        <ul className={styles.list} aria-label="Promo codes on your order">
          {view.incentives.map(incentiveView).map((incentive) => (
            <li key={incentive.code} className={styles.item}>
              <div>
                <p className={styles.name}>{incentive.code}</p>
                <p className={styles.meta}>{incentive.description}</p>
              </div>
              <div>
                {incentive.saving && <p className={styles.saving}>{incentive.saving}</p>}
                <Button
                  variant="ghost"
                  size="small"
                  disabled={view.busy}
                  aria-label={`Remove ${incentive.code}`}
                  onClick={() => actor.send({ type: 'REMOVE', code: incentive.code })}
                >
                  {view.isRemoving && view.requestedPromoCode === incentive.code ? 'Removing…' : 'Remove'}
                </Button>
              </div>
              {/* The alert of a kept code that does not apply: shown above for the code just asked for. */}
              {incentive.alert && !(view.alert && view.requestedPromoCode === incentive.code) && (
                <div className={styles.itemError}>
                  <Notice severity="WARNING">
                    <p>{incentive.alert}</p>
                  </Notice>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Snackbar message={view.notice} onDismiss={() => actor.send({ type: 'DISMISS_NOTICE' })} />
    </section>
  );
}
