import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { isQuantityUnit } from '../../domain/quantities.ts';
import {
  allowsPersonalisedMessage,
  type ItemChange,
  type ItemUpdateState,
  personalisedMessageCounter,
  type Trolley,
  type TrolleyItem,
  type TrolleyProduct,
} from '../../domain/trolley.ts';
import { NOTE_TO_SHOPPER_MAX_LENGTH } from '../../domain/trolley-limits.ts';
import { useAppTrolley } from '../../shop/door/trolley-hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { QuantityControl } from '../../ui/QuantityControl.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import styles from './TrolleyPage.module.css';
import { swapAlternativesQueryOptions } from './trolley.queries.ts';
import { trackTrolleyPod } from './trolley-analytics.ts';
import { lineConflict, lineOffers, linePrice } from './trolley-page.view-model.ts';

/** What a line asks of the trolley. */
export interface TrolleyLineActions {
  change: (change: Omit<ItemChange, 'kind' | 'lineNumber'>) => void;
  swap: (product: TrolleyProduct) => void;
}

export interface TrolleyLineProps {
  line: TrolleyItem;
  trolley: Trolley | null;
  state: ItemUpdateState | null;
  actions: TrolleyLineActions;
}

const STATE_TEXT: Partial<Record<ItemUpdateState, string>> = {
  optimistic: 'Saving…',
  updating: 'Saving…',
  failed: 'Not saved',
};

/**
 * One line of the trolley page (doc 2 §2, §3 Trolley item): the product, quantity, price, savings and
 * offers, its conflict, and the shopper's choices for it: note to shopper, personalised message,
 * substitution, lock, remove, and swap when it is unavailable.
 */
export function TrolleyLine({ line, trolley, state, actions }: TrolleyLineProps) {
  const { product } = line;
  const price = linePrice(line);
  const offers = lineOffers(line, trolley);
  const conflict = lineConflict(line, trolley);
  const unit = isQuantityUnit(line.quantity.uom) ? line.quantity.uom : 'C62';
  const locked = line.locked;
  const canChangeQuantity = !locked && (conflict?.canChangeQuantity ?? true);
  const stateText = state ? STATE_TEXT[state] : undefined;

  return (
    <li className={styles.line} data-line-number={line.lineNumber} aria-label={product.name}>
      <img
        className={styles.thumbnail}
        src={product.thumbnail}
        alt=""
        width={80}
        height={80}
        loading="lazy"
      />
      <div className={styles.lineBody}>
        <h2 className={styles.lineName}>{product.name}</h2>
        <p className={styles.lineSize}>
          {product.size} · {price.unitPrice}
        </p>
        {conflict && (
          <div className={styles.conflict} role="note">
            <p className={styles.conflictShort}>{conflict.short}</p>
            {conflict.long && <p>{conflict.long}</p>}
          </div>
        )}
        {offers.length > 0 && (
          <ul className={styles.offers} aria-label="Offers">
            {offers.map((offer) => (
              <li key={offer.id} className={offer.triggered ? styles.offerTriggered : styles.offerMissed}>
                {offer.description}
                {offer.triggered ? <VisuallyHidden> (applied)</VisuallyHidden> : null}
                {offer.hint && <span className={styles.offerHint}> · {offer.hint}</span>}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.lineControls}>
          <QuantityControl
            productName={product.name}
            unit={unit}
            amount={line.quantity.amount}
            disabled={!canChangeQuantity}
            onChange={(amount) => actions.change({ quantity: { amount, uom: unit } })}
          />
          <div className={styles.linePrice} aria-live="polite">
            {price.was && (
              <s className={styles.was}>
                <VisuallyHidden>Was </VisuallyHidden>
                {price.was}
              </s>
            )}
            <span className={styles.price} data-testid="line-price">
              {price.price}
            </span>
            {price.saving && <span className={styles.saving}>{price.saving}</span>}
            {stateText && <span className={styles.lineState}>{stateText}</span>}
          </div>
        </div>
        <div className={styles.lineOptions}>
          {!product.substitutionsProhibited && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={line.canSubstitute}
                disabled={locked}
                onChange={(event) => {
                  if (!event.target.checked) trackTrolleyPod('product_pod_decline_substitution', product);
                  actions.change({ canSubstitute: event.target.checked });
                }}
              />
              Allow substitute
            </label>
          )}
          <Button
            variant="ghost"
            size="small"
            aria-pressed={locked}
            aria-label={`${locked ? 'Unlock' : 'Lock'} ${product.name}`}
            onClick={() => actions.change({ locked: !locked })}
          >
            {locked ? 'Unlock' : 'Lock'}
          </Button>
          <Button
            variant="ghost"
            size="small"
            disabled={locked}
            aria-label={`Remove ${product.name}`}
            onClick={() => actions.change({ quantity: { amount: 0, uom: line.quantity.uom } })}
          >
            Remove
          </Button>
        </div>
        <LineNote
          line={line}
          disabled={locked}
          onSave={(noteToShopper) => actions.change({ noteToShopper })}
        />
        {allowsPersonalisedMessage(product) && (
          <LineMessage
            line={line}
            disabled={locked}
            onSave={(personalisedMessage) => actions.change({ personalisedMessage })}
          />
        )}
        {conflict?.canViewAlternatives && <LineSwap product={product} onSwap={actions.swap} />}
      </div>
    </li>
  );
}

interface LineNoteProps {
  line: TrolleyItem;
  disabled: boolean;
  onSave: (note: string | null) => void;
}

/** The note to the shopper (doc 2 §2): one line, at most 100 characters. */
export function LineNote({ line, disabled, onSave }: LineNoteProps) {
  const id = useId();
  // What is typed, while the field is open.
  const [draft, setDraft] = useState<string | null>(null);
  const { product } = line;

  if (draft === null) {
    return (
      <div className={styles.note}>
        {line.noteToShopper && (
          <p>
            <span className={styles.noteLabel}>Note to shopper:</span> {line.noteToShopper}
          </p>
        )}
        <Button
          variant="ghost"
          size="small"
          disabled={disabled}
          aria-label={`${line.noteToShopper ? 'Edit note' : 'Add note to shopper'} for ${product.name}`}
          onClick={() => {
            trackTrolleyPod('product_pod_add_note_clicked', product);
            setDraft(line.noteToShopper ?? '');
          }}
        >
          {line.noteToShopper ? 'Edit note' : 'Add note to shopper'}
        </Button>
      </div>
    );
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    const note = draft.trim();
    trackTrolleyPod('product_pod_save_note', product);
    onSave(note === '' ? null : note);
    setDraft(null);
  };

  return (
    <form className={styles.note} onSubmit={save}>
      <label htmlFor={id} className={styles.noteLabel}>
        Note to shopper for {product.name}
      </label>
      <input
        id={id}
        className={styles.textInput}
        value={draft}
        maxLength={NOTE_TO_SHOPPER_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className={styles.counter}>
        {[...draft].length}/{NOTE_TO_SHOPPER_MAX_LENGTH} characters
      </p>
      <div className={styles.formActions}>
        <Button size="small" type="submit">
          Save note
        </Button>
        <Button size="small" variant="secondary" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

interface LineMessageProps {
  line: TrolleyItem;
  disabled: boolean;
  onSave: (message: string | null) => void;
}

/**
 * The personalised message (doc 2 §5): only for products whose maxPersonalisedMessageLength is positive,
 * no longer than it, with a counter that warns at three quarters of it.
 */
export function LineMessage({ line, disabled, onSave }: LineMessageProps) {
  const id = useId();
  const [draft, setDraft] = useState(line.personalisedMessage ?? '');
  const max = line.product.maxPersonalisedMessageLength ?? 0;
  const counter = personalisedMessageCounter(draft, max);
  const unchanged = draft.trim() === (line.personalisedMessage ?? '');

  return (
    <form
      className={styles.note}
      onSubmit={(event) => {
        event.preventDefault();
        const message = draft.trim();
        onSave(message === '' ? null : message);
      }}
    >
      <label htmlFor={id} className={styles.noteLabel}>
        Personalised message for {line.product.name}
      </label>
      <textarea
        id={id}
        className={styles.textInput}
        value={draft}
        rows={2}
        maxLength={max}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        aria-describedby={`${id}-count`}
      />
      <p
        id={`${id}-count`}
        className={counter.warn ? `${styles.counter} ${styles.counterWarning}` : styles.counter}
        aria-live={counter.warn ? 'polite' : 'off'}
      >
        {counter.label}
      </p>
      <div className={styles.formActions}>
        <Button size="small" type="submit" disabled={disabled || unchanged}>
          Save message
        </Button>
      </div>
    </form>
  );
}

interface LineSwapProps {
  product: TrolleyProduct;
  onSwap: (product: TrolleyProduct) => void;
}

/** Swap an unavailable line (doc 2 §2 swap-unavailable): alternatives in stock, each one swap away. */
export function LineSwap({ product, onSwap }: LineSwapProps) {
  const [open, setOpen] = useState(false);
  const api = useAppTrolley()?.api;
  const alternatives = useQuery({ ...swapAlternativesQueryOptions(product, api), enabled: open });

  if (!open) {
    return (
      <Button
        variant="secondary"
        size="small"
        aria-label={`View alternatives to ${product.name}`}
        onClick={() => setOpen(true)}
      >
        View alternatives
      </Button>
    );
  }
  return (
    <section className={styles.swap} aria-label={`Alternatives to ${product.name}`}>
      {alternatives.isPending && <p>Finding alternatives…</p>}
      {alternatives.isError && <p>Sorry, we couldn’t find alternatives just now.</p>}
      {alternatives.data?.length === 0 && <p>There are no alternatives in stock.</p>}
      {alternatives.data && alternatives.data.length > 0 && (
        <ul className={styles.swapList}>
          {alternatives.data.map((candidate) => (
            <li key={candidate.lineNumber} className={styles.swapItem}>
              <span>
                {candidate.name} <span className={styles.lineSize}>{candidate.displayPrice}</span>
              </span>
              <Button
                size="small"
                aria-label={`Swap for ${candidate.name}`}
                onClick={() => onSwap(candidate)}
              >
                Swap
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
