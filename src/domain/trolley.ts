/**
 * The trolley's shapes and its pure rules (doc 2 §3 Trolley, Trolley item, Trolley totals, Conflict; §4
 * Trolley item update, Optimistic queue, Trolley loading; §9). Shared by the trolley machine, the call
 * layer and the trolley's views. No I/O.
 *
 * The trolley the shopper sees is the server's last answer with the changes still waiting (queued or in
 * flight) laid over it, in the order they were asked for: a change shows at once, and the server's answer
 * replaces it.
 */
import type {
  Trolley,
  TrolleyAnswer,
  TrolleyItem,
  TrolleyProduct,
  TrolleyPromotion,
  TrolleyQuantity,
} from '../contract/trolley.ts';
import { moneyOfPence, toPence } from './money.ts';
import { amountInPriceUnit, quantityRule, roundForUnit } from './quantities.ts';
import { MAX_TROLLEY_LINES, MINIMUM_ORDER_VALUE_PENCE } from './trolley-limits.ts';

// ---------------------------------------------------------------------------------------------------------
// Shapes (docs/api/trolley.md "Answer types")

// The answers' shapes are the wire contract's (src/contract/trolley.ts), which the views still import from here.
export type {
  Trolley,
  TrolleyAnswer,
  TrolleyConflict,
  TrolleyItem,
  TrolleyProduct,
} from '../contract/trolley.ts';

/** What one trolley line is sent as (docs/api/trolley.md TrolleyItemInput). Left out: unchanged. */
export interface TrolleyItemInput {
  trolleyItemId?: number;
  lineNumber?: string;
  productId?: string;
  quantity?: TrolleyQuantity;
  noteToShopper?: string | null;
  personalisedMessage?: string | null;
  canSubstitute?: boolean;
  locked?: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Loading (doc 2 §4 Trolley loading) and failures (doc 2 §7, §8)

/** doc 2 §4: "The trolley is loaded for orders in the states AMENDING and PENDING." */
export const TROLLEY_ORDER_STATES = ['PENDING', 'AMENDING'] as const;

export function isTrolleyOrderState(state: string | null | undefined): boolean {
  return (TROLLEY_ORDER_STATES as readonly (string | null | undefined)[]).includes(state);
}

/**
 * The "410" kind of failure (doc 2 §7 getTrolley; docs/api/trolley.md): the order is gone or is no longer a
 * trolley. The trolley is asked for again without the id; if that fails too, a modal says so (doc 2 §8).
 */
export const ORDER_GONE_FAILURES = ['ORDER_NOT_FOUND', 'ORDER_NOT_EDITABLE'] as const;

export function isOrderGone(answer: TrolleyAnswer): boolean {
  return answer.failures.some((failure) => (ORDER_GONE_FAILURES as readonly string[]).includes(failure.type));
}

/** doc 2 §8, word for word. */
export const TROLLEY_MESSAGES = {
  itemNotAdded: "Sorry, this item hasn't been added",
  itemNotAddedDetail: 'There was a technical issue. Please try again.',
  networkError: "Sorry, we're experiencing an unexpected error.",
  unknownGraphFailure: 'Graph call succeeded but returned no data or an unknown error',
  unavailableItems: 'Unavailable items in trolley',
  /** The modal after a 400/410 that a refresh did not mend (doc 2 §8 "then a different modal"). */
  trolleyUnavailableTitle: 'Sorry, we could not load your trolley',
  trolleyUnavailable:
    'Your trolley has changed since this page was loaded. Please refresh the page to see it.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Changes: what the shopper asks for, queued until the server has answered (doc 2 §4 Optimistic queue)

/** A change to one product's line. Fields left out are unchanged; a quantity is the new amount, not a step. */
export interface ItemChange {
  kind: 'item';
  lineNumber: string;
  productId?: string | undefined;
  quantity?: TrolleyQuantity | undefined;
  noteToShopper?: string | null | undefined;
  personalisedMessage?: string | null | undefined;
  canSubstitute?: boolean | undefined;
  locked?: boolean | undefined;
  /** What the pod knew of the product, so that a line it adds shows before the server answers. */
  product?: TrolleyProduct | undefined;
}

/** Swap a line for another product (swap-unavailable; replaceTrolleyItem). */
export interface ReplaceChange {
  kind: 'replace';
  /** The line that goes. */
  trolleyItemId: number;
  /** What comes instead. */
  product: TrolleyProduct;
}

/** Substitute-all (updateTrolleySubPreferences). */
export interface SubstitutionsChange {
  kind: 'substitutions';
  allowed: boolean;
}

/** Empty the trolley, locked lines apart (emptyTrolley). */
export interface EmptyChange {
  kind: 'empty';
}

export type TrolleyChange = ItemChange | ReplaceChange | SubstitutionsChange | EmptyChange;

/** How an item change is sent (doc 2 §4 Optimistic queue). */
export type ItemChangeKind = 'add' | 'remove' | 'preferences' | 'quantity';

/** doc 2 §3, §9: "Optimistic trolley item ids are negative line numbers." */
export function optimisticItemId(lineNumber: string): number {
  const number = Number.parseInt(lineNumber, 10);
  if (Number.isFinite(number) && number > 0) return -number;
  // Line numbers are digits; anything else still gets a stable negative id.
  let hash = 0;
  for (const character of lineNumber) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 1_000_000_007;
  return -(hash + 1);
}

/**
 * doc 2 §4 Optimistic queue: quantity zero is a removal; an item not in the trolley is added; an item in
 * the trolley with an equal quantity only has its substitution preference or note updated; otherwise its
 * quantity is updated. Null when there is nothing to send (a line that is not there is removed).
 */
export function itemChangeKind(change: ItemChange, line: TrolleyItem | undefined): ItemChangeKind | null {
  const { quantity } = change;
  if (!line) {
    if (quantity !== undefined && !(quantity.amount > 0)) return null;
    return 'add';
  }
  if (quantity !== undefined && !(quantity.amount > 0)) return 'remove';
  if (
    quantity === undefined ||
    (quantity.amount === line.quantity.amount && quantity.uom === line.quantity.uom)
  ) {
    return 'preferences';
  }
  return 'quantity';
}

function preferencesOf(change: ItemChange): TrolleyItemInput {
  const input: TrolleyItemInput = {};
  if (change.noteToShopper !== undefined) input.noteToShopper = change.noteToShopper;
  if (change.personalisedMessage !== undefined) input.personalisedMessage = change.personalisedMessage;
  if (change.canSubstitute !== undefined) input.canSubstitute = change.canSubstitute;
  if (change.locked !== undefined) input.locked = change.locked;
  return input;
}

/** A change as it is sent, against the line the server last answered (undefined when there is none). */
export function itemInputOf(
  change: ItemChange,
  line: TrolleyItem | undefined,
): { kind: ItemChangeKind; input: TrolleyItemInput } | null {
  const kind = itemChangeKind(change, line);
  if (kind === null) return null;
  const productId = change.productId ?? line?.productId ?? change.product?.id;
  const named: TrolleyItemInput = {
    lineNumber: change.lineNumber,
    ...(productId !== undefined && { productId }),
  };
  if (kind === 'add') {
    const quantity = change.quantity ?? change.product?.defaultQuantity;
    return {
      kind,
      input: {
        trolleyItemId: optimisticItemId(change.lineNumber),
        ...named,
        ...(quantity && { quantity: { amount: quantity.amount, uom: quantity.uom } }),
        ...preferencesOf(change),
      },
    };
  }
  const id = { trolleyItemId: (line as TrolleyItem).trolleyItemId, ...named };
  if (kind === 'remove') {
    const quantity = { amount: 0, uom: (line as TrolleyItem).quantity.uom };
    return { kind, input: { ...id, quantity, ...(change.locked === false && { locked: false }) } };
  }
  if (kind === 'preferences') return { kind, input: { ...id, ...preferencesOf(change) } };
  const quantity = change.quantity as TrolleyQuantity;
  return { kind, input: { ...id, quantity: { ...quantity }, ...preferencesOf(change) } };
}

/** Later fields win; a product known later is kept. */
function mergedItemChanges(earlier: ItemChange, later: ItemChange): ItemChange {
  const merged: ItemChange = { ...earlier };
  for (const [key, value] of Object.entries(later) as [keyof ItemChange, unknown][]) {
    if (value !== undefined) (merged as unknown as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/**
 * Adds a change to the queue. A change to a product that is already waiting, with nothing but other item
 * changes after it, is folded into it (ten quick presses of + send one quantity, the last); a substitute-all
 * or empty right after the same one replaces it.
 */
export function enqueueChange(queue: readonly TrolleyChange[], change: TrolleyChange): TrolleyChange[] {
  if (change.kind === 'item') {
    for (let index = queue.length - 1; index >= 0; index -= 1) {
      const waiting = queue[index] as TrolleyChange;
      if (waiting.kind !== 'item') break;
      if (waiting.lineNumber === change.lineNumber) {
        return queue.map((entry, at) => (at === index ? mergedItemChanges(waiting, change) : entry));
      }
    }
    return [...queue, change];
  }
  const last = queue.at(-1);
  if (last && last.kind === change.kind && (change.kind === 'substitutions' || change.kind === 'empty')) {
    return [...queue.slice(0, -1), change];
  }
  return [...queue, change];
}

/**
 * The changes to send next (doc 2 §4 "processed one at a time, and batches are processed together"): every
 * item change at the head of the queue, up to the bulk call's limit; a swap, substitute-all or empty alone.
 */
export function nextBatch(queue: readonly TrolleyChange[]): TrolleyChange[] {
  const [head] = queue;
  if (!head) return [];
  if (head.kind !== 'item') return [head];
  const batch: TrolleyChange[] = [];
  for (const change of queue) {
    if (change.kind !== 'item' || batch.length >= MAX_TROLLEY_LINES) break;
    batch.push(change);
  }
  return batch;
}

export function lineOf(trolley: Trolley | null, lineNumber: string): TrolleyItem | undefined {
  return trolley?.trolleyItems.find((item) => item.lineNumber === lineNumber);
}

/** The item changes of a batch as they are sent, with their kinds; changes with nothing to send are left out. */
export function itemInputsOf(
  batch: readonly TrolleyChange[],
  trolley: Trolley | null,
): { lineNumber: string; kind: ItemChangeKind; input: TrolleyItemInput }[] {
  return batch.flatMap((change) => {
    if (change.kind !== 'item') return [];
    const sent = itemInputOf(change, lineOf(trolley, change.lineNumber));
    return sent ? [{ lineNumber: change.lineNumber, ...sent }] : [];
  });
}

/** The line numbers a batch touches. */
export function lineNumbersOf(changes: readonly TrolleyChange[], trolley: Trolley | null): string[] {
  return changes.flatMap((change) => {
    if (change.kind === 'item') return [change.lineNumber];
    if (change.kind === 'replace') {
      const old = trolley?.trolleyItems.find((item) => item.trolleyItemId === change.trolleyItemId);
      return [change.product.lineNumber, ...(old ? [old.lineNumber] : [])];
    }
    return [];
  });
}

/** Whether a batch adds a product that is not in the trolley (for the add failure message and the beacon). */
export function addsAnItem(changes: readonly TrolleyChange[], trolley: Trolley | null): boolean {
  return changes.some(
    (change) =>
      change.kind === 'replace' ||
      (change.kind === 'item' && itemChangeKind(change, lineOf(trolley, change.lineNumber)) === 'add'),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The trolley as the shopper sees it

/** doc 2 §4 Trolley item update: "Optimistic update, then updating, then updated or failed." */
export type ItemUpdateState = 'optimistic' | 'updating' | 'updated' | 'failed';

/**
 * The shelf price of a quantity: price × amount ÷ the price's quantity, to the penny; items of loose produce
 * at their estimated weight, as the server prices them.
 */
export function shelfPricePence(
  product: Pick<TrolleyProduct, 'currentSaleUnitPrice' | 'itemWeightKg'>,
  wanted: TrolleyQuantity,
): number {
  const { price, quantity } = product.currentSaleUnitPrice;
  const per = quantity.amount > 0 ? quantity.amount : 1;
  const amount = amountInPriceUnit(wanted, { uom: quantity.uom, itemWeightKg: product.itemWeightKg });
  return Math.round((toPence(price) * amount) / per);
}

function optimisticLine(change: ItemChange, product: TrolleyProduct): TrolleyItem {
  const quantity = change.quantity ?? product.defaultQuantity;
  const retail = moneyOfPence(shelfPricePence(product, quantity));
  return {
    trolleyItemId: optimisticItemId(change.lineNumber),
    lineNumber: change.lineNumber,
    productId: change.productId ?? product.id,
    quantity: { ...quantity },
    reservedQuantity: null,
    canSubstitute: change.canSubstitute ?? !product.substitutionsProhibited,
    noteToShopper: change.noteToShopper ?? null,
    personalisedMessage: change.personalisedMessage ?? null,
    batchId: null,
    locked: change.locked ?? false,
    processing: true,
    retailPrice: retail,
    price: product.currentSaleUnitPrice.price,
    saving: moneyOfPence(0),
    totalPrice: retail,
    depositCharge: product.depositCharge,
    discounts: [],
    triggeredPromotions: [],
    untriggeredPromotions: [],
    product,
  };
}

function withQuantity(line: TrolleyItem, quantity: TrolleyQuantity): TrolleyItem {
  if (quantity.amount === line.quantity.amount && quantity.uom === line.quantity.uom) return line;
  // Until the server answers, the line is priced at the shelf price; offers come back with the answer.
  const retail = moneyOfPence(shelfPricePence(line.product, quantity));
  return {
    ...line,
    quantity: { ...quantity },
    processing: true,
    retailPrice: retail,
    saving: moneyOfPence(0),
    totalPrice: retail,
  };
}

function applyItemChange(lines: TrolleyItem[], change: ItemChange): TrolleyItem[] {
  const index = lines.findIndex((line) => line.lineNumber === change.lineNumber);
  const removes = change.quantity !== undefined && !(change.quantity.amount > 0);
  if (index < 0) {
    if (removes || !change.product) return lines;
    return [...lines, optimisticLine(change, change.product)];
  }
  if (removes) return lines.filter((_, at) => at !== index);
  const line = lines[index] as TrolleyItem;
  let next = change.quantity ? withQuantity(line, change.quantity) : line;
  const preferences = preferencesOf(change);
  if (Object.keys(preferences).length > 0) next = { ...next, ...preferences, processing: true };
  return lines.map((entry, at) => (at === index ? next : entry));
}

function applyChange(lines: TrolleyItem[], change: TrolleyChange): TrolleyItem[] {
  switch (change.kind) {
    case 'item':
      return applyItemChange(lines, change);
    case 'replace': {
      const old = lines.find((line) => line.trolleyItemId === change.trolleyItemId);
      const rest = lines.filter((line) => line.trolleyItemId !== change.trolleyItemId);
      if (rest.some((line) => line.lineNumber === change.product.lineNumber)) return rest;
      const sameUnit = old && old.quantity.uom === change.product.defaultQuantity.uom;
      const quantity = sameUnit ? old.quantity : change.product.defaultQuantity;
      const line = optimisticLine(
        { kind: 'item', lineNumber: change.product.lineNumber, quantity, noteToShopper: old?.noteToShopper },
        change.product,
      );
      return [...rest, line];
    }
    case 'substitutions':
      return lines.map((line) =>
        line.locked || line.product.substitutionsProhibited
          ? line
          : { ...line, canSubstitute: change.allowed, processing: true },
      );
    case 'empty':
      return lines.filter((line) => line.locked);
  }
}

/** The lines the shopper sees: the server's, with every change still waiting laid over them in order. */
export function visibleLines(trolley: Trolley | null, pending: readonly TrolleyChange[]): TrolleyItem[] {
  return pending.reduce(applyChange, [...(trolley?.trolleyItems ?? [])]);
}

/**
 * How many items the header counts: every item of a product sold by the item, and one for each weighed
 * line (0.5 kg of bananas is one thing in the trolley). Shown as '99+' above 99 (src/domain/counts.ts).
 */
export function trolleyItemCount(lines: readonly Pick<TrolleyItem, 'quantity'>[]): number {
  return lines.reduce(
    (count, line) =>
      count + (line.quantity.uom === 'C62' ? Math.max(0, Math.round(line.quantity.amount)) : 1),
    0,
  );
}

/**
 * The items' total as the shopper sees it: the server's total to the penny, with the lines still waiting
 * for an answer at their shelf price. Equal to the server's `itemTotalEstimatedCost` once nothing waits.
 */
export function estimatedItemTotalPence(trolley: Trolley | null, lines: readonly TrolleyItem[]): number {
  const answered = trolley ? toPence(trolley.trolleyTotals.itemTotalEstimatedCost) : 0;
  const before = new Map((trolley?.trolleyItems ?? []).map((line) => [line.trolleyItemId, line]));
  const now = new Map(lines.map((line) => [line.trolleyItemId, line]));
  let total = answered;
  for (const [id, line] of before) {
    const current = now.get(id);
    if (current !== line) total -= toPence(line.totalPrice);
  }
  for (const [id, line] of now) {
    if (before.get(id) !== line) total += toPence(line.totalPrice);
  }
  return total;
}

/** Minimum spend (doc 2 §5 Slots and minimum spend; docs/api/trolley.md): how far the items are from it. */
export interface MinimumSpend {
  thresholdPence: number;
  spentPence: number;
  /** 0 once met. */
  remainingPence: number;
  met: boolean;
  /** 0 to 100, for the progress bar. */
  percent: number;
}

export function minimumSpend(
  itemTotalPence: number,
  thresholdPence: number = MINIMUM_ORDER_VALUE_PENCE.DELIVERY,
): MinimumSpend {
  const remainingPence = Math.max(0, thresholdPence - itemTotalPence);
  const percent =
    thresholdPence > 0
      ? Math.min(100, Math.max(0, Math.floor((itemTotalPence / thresholdPence) * 100)))
      : 100;
  return { thresholdPence, spentPence: itemTotalPence, remainingPence, met: remainingPence === 0, percent };
}

/** The conflict of a line (doc 2 §3 Conflict), the hard one first. */
export function conflictOf(trolley: Trolley | null, line: Pick<TrolleyItem, 'trolleyItemId' | 'lineNumber'>) {
  const conflicts = (trolley?.conflicts ?? []).filter(
    (conflict) => conflict.itemId === line.trolleyItemId || conflict.lineNumber === line.lineNumber,
  );
  return [...conflicts].sort((a, b) => a.priority - b.priority)[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Personalised message (doc 2 §5) and the pending add (doc 1 §4)

/** doc 2 §5: "A personalised message is allowed only when the product's maxPersonalisedMessageLength is a positive number." */
export function allowsPersonalisedMessage(
  product: Pick<TrolleyProduct, 'maxPersonalisedMessageLength'>,
): boolean {
  const max = product.maxPersonalisedMessageLength;
  return typeof max === 'number' && max > 0;
}

/** The counter under a personalised message warns once three quarters of the allowance is used. */
export const PERSONALISED_MESSAGE_WARNING_RATIO = 0.75;

export function personalisedMessageCounter(
  text: string,
  max: number,
): { used: number; max: number; warn: boolean; label: string } {
  const used = [...text].length;
  return {
    used,
    max,
    warn: used >= Math.ceil(max * PERSONALISED_MESSAGE_WARNING_RATIO),
    label: `${used}/${max} characters`,
  };
}

/** A removed line, for undo: everything needed to put it back as it was. */
export function restorationOf(line: TrolleyItem): ItemChange {
  return {
    kind: 'item',
    lineNumber: line.lineNumber,
    productId: line.productId,
    quantity: { ...line.quantity },
    noteToShopper: line.noteToShopper,
    personalisedMessage: line.personalisedMessage,
    canSubstitute: line.canSubstitute,
    product: line.product,
  };
}

/** One decimal for weighed units, whole numbers for items: a quantity as a unit's rule rounds it. */
export function normalisedQuantity(quantity: TrolleyQuantity): TrolleyQuantity {
  const rule = quantityRule(quantity.uom);
  return { amount: roundForUnit(quantity.amount, rule.unit), uom: quantity.uom };
}

/**
 * The last day every offer the trolley has triggered still applies (the earliest of their expiry dates), or
 * null with none triggered: a slot after it gets the expired-offers modal (doc 2 §4 Slot booking, §8 'Slot
 * offers not valid with the booked slot').
 */
export function offersEndDate(
  promotions: readonly Pick<TrolleyPromotion, 'status' | 'promotionExpiryDate'>[],
) {
  let earliest: string | null = null;
  for (const promotion of promotions) {
    if (promotion.status !== 'TRIGGERED') continue;
    if (earliest === null || promotion.promotionExpiryDate < earliest)
      earliest = promotion.promotionExpiryDate;
  }
  return earliest;
}
