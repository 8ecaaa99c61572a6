import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TrolleyAnswer as ContractTrolleyAnswer } from '../../contract/trolley.ts';
import { londonCalendarDate } from '../../domain/dates.ts';
import { ORDER_MESSAGES } from '../../domain/orders.ts';
import { saleUnitsOf } from '../../domain/quantities.ts';
import { MAX_TROLLEY_LINES } from '../../domain/trolley-limits.ts';
import type { Database } from '../db/client.ts';
import { customerOrders, orderLines, trolleyItems } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import {
  type CustomerOrderRow,
  ensureCurrentOrder,
  isOwnedBy,
  isTrolleyState,
  lockCurrentOrder,
  type TrolleyOwner,
} from './customer-orders.ts';
import { type TrolleyCatalogue, type TrolleyProductRow, trolleyCatalogue } from './trolley-catalogue.ts';
import {
  checkCanSubstitute,
  checkQuantity,
  failure,
  normaliseNote,
  normalisePersonalisedMessage,
  type TrolleyFailure,
} from './trolley-rules.ts';
import {
  type GraphTrolley,
  type LoadedLine,
  loadLines,
  loadTrolleyView,
  pricedTrolleyView,
} from './trolley-view.ts';

/**
 * The trolley's operations (doc 2 §4 Trolley item update, Optimistic queue; §5; §7 Trolley calls): each
 * change runs in one transaction that first locks the customer order's row, so changes to one trolley happen
 * one after another (no lost update, on PostgreSQL as on PGlite), and either all of a call's changes are made
 * or, when anything is refused, none. Every answer carries the trolley as it now is and the failures.
 */

export type TrolleyContext = Pick<ServiceContext, 'db' | 'clock'>;

/** A trolley item as the storefront sends it (doc 2 §7): every field but what names the line may be left out. */
export interface TrolleyItemInput {
  trolleyItemId?: number | null;
  lineNumber?: string | null;
  productId?: string | null;
  quantity?: { amount: number; uom: string } | null;
  /** Left out: unchanged; null or '': cleared. */
  noteToShopper?: string | null;
  personalisedMessage?: string | null;
  canSubstitute?: boolean | null;
  locked?: boolean | null;
}

/** The contract's answer (src/contract/trolley.ts), before the graph resolves the products' thumbnails. */
export type TrolleyAnswer = Omit<ContractTrolleyAnswer, 'trolley'> & { trolley: GraphTrolley | null };

const ORDER_NOT_FOUND = failure('ORDER_NOT_FOUND', 'Sorry, we could not find this trolley.');
const ORDER_NOT_EDITABLE = failure(
  'ORDER_NOT_EDITABLE',
  'This order can no longer be changed. Please reload your trolley.',
);
const ORDER_ID = /^[1-9]\d{0,9}$/;
/** An amended order past its amend cut-off: nothing of it may change (docs/api/orders.md "Actions"). */
const AMEND_CUT_OFF_PASSED = failure('AMEND_CUT_OFF_PASSED', ORDER_MESSAGES.changesRefused);
/** A greeting (personalised) message an amended order was placed with cannot be edited (doc 2 §4). */
const GREETING_MESSAGE_LOCKED = failure('GREETING_MESSAGE_LOCKED', ORDER_MESSAGES.greetingLocked);

const todayOf = (ctx: TrolleyContext) => londonCalendarDate(ctx.clock.now());

/** The customer order a call is about: the one named (when the caller's), else the current one. */
async function resolveOrder(
  ctx: TrolleyContext,
  db: Database,
  owner: TrolleyOwner,
  orderId: string | null | undefined,
  lock: boolean,
): Promise<{ order: CustomerOrderRow } | { failure: TrolleyFailure }> {
  if (orderId === null || orderId === undefined || orderId === '') {
    return {
      order: lock ? await lockCurrentOrder(ctx, owner, db) : await ensureCurrentOrder(ctx, owner, db),
    };
  }
  // Ids are positive 32-bit integers; anything else is nobody's order.
  if (!ORDER_ID.test(orderId) || Number(orderId) > 2_147_483_647) return { failure: ORDER_NOT_FOUND };
  const query = db
    .select()
    .from(customerOrders)
    .where(eq(customerOrders.id, Number(orderId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order || !isOwnedBy(order, owner)) return { failure: ORDER_NOT_FOUND };
  if (!isTrolleyState(order.state)) return { failure: ORDER_NOT_EDITABLE };
  return { order };
}

/** The caller's trolley order named by `orderId` (or the current one), for calls that only read it. */
export function trolleyOrderOf(
  ctx: TrolleyContext,
  owner: TrolleyOwner,
  orderId?: string | null,
): Promise<{ order: CustomerOrderRow } | { failure: TrolleyFailure }> {
  return resolveOrder(ctx, ctx.db, owner, orderId, false);
}

/** getTrolley: the trolley of `orderId` (the caller's), or of the current order when none is named. */
export async function getTrolley(
  ctx: TrolleyContext,
  owner: TrolleyOwner,
  orderId?: string | null,
): Promise<TrolleyAnswer & { order: CustomerOrderRow | null }> {
  const resolved = await resolveOrder(ctx, ctx.db, owner, orderId, false);
  if ('failure' in resolved) return { trolley: null, failures: [resolved.failure], order: null };
  return {
    trolley: await loadTrolleyView(
      ctx.db,
      resolved.order,
      todayOf(ctx),
      trolleyCatalogue(ctx.db),
      ctx.clock.now(),
    ),
    failures: [],
    order: resolved.order,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Planning a change: what to write, or why not

type ItemFields = Partial<{
  quantityAmount: number;
  quantityUom: string;
  canSubstitute: boolean;
  noteToShopper: string | null;
  personalisedMessage: string | null;
  locked: boolean;
}>;

type Change =
  | {
      kind: 'insert';
      product: TrolleyProductRow;
      fields: Required<ItemFields>;
    }
  | { kind: 'update'; itemId: number; fields: ItemFields }
  | { kind: 'delete'; itemId: number };

interface Plan {
  changes: Change[];
  failures: TrolleyFailure[];
  orderFields?: Partial<Pick<CustomerOrderRow, 'substitutionsAllowed'>>;
}

/** The trolley as a call changes it, so that one call's several items see each other. */
class Working {
  readonly byId = new Map<number, LoadedLine>();
  readonly byProduct = new Map<string, LoadedLine>();
  lineCount: number;

  constructor(
    lines: LoadedLine[],
    readonly order: CustomerOrderRow,
    readonly products: ProductLookup,
    /** While AMENDING: the greeting messages the order was placed with, by product id. */
    readonly orderedMessages: ReadonlyMap<string, string> = new Map(),
  ) {
    for (const line of lines) {
      this.byId.set(line.item.id, line);
      this.byProduct.set(line.product.id, line);
    }
    this.lineCount = lines.length;
  }
}

interface ProductLookup {
  byId: Map<string, TrolleyProductRow>;
  byLineNumber: Map<string, TrolleyProductRow>;
}

const MAX_REFERENCE_LENGTH = 40;

/** The products the inputs name: those of the trolley's lines, the others from the catalogue. */
async function lookUpProducts(
  db: Database,
  catalogue: TrolleyCatalogue,
  inputs: readonly TrolleyItemInput[],
  lines: readonly LoadedLine[],
): Promise<ProductLookup> {
  const lookup: ProductLookup = { byId: new Map(), byLineNumber: new Map() };
  const add = (product: TrolleyProductRow) => {
    lookup.byId.set(product.id, product);
    lookup.byLineNumber.set(product.lineNumber, product);
  };
  for (const { product } of lines) add(product);
  const ids = new Set<string>();
  const lineNumbers = new Set<string>();
  for (const input of inputs) {
    const { productId, lineNumber } = input;
    if (productId && productId.length <= MAX_REFERENCE_LENGTH && !lookup.byId.has(productId))
      ids.add(productId);
    if (lineNumber && lineNumber.length <= MAX_REFERENCE_LENGTH && !lookup.byLineNumber.has(lineNumber)) {
      lineNumbers.add(lineNumber);
    }
  }
  if (ids.size > 0) for (const product of (await catalogue.productsById(db, [...ids])).values()) add(product);
  if (lineNumbers.size > 0) {
    for (const product of (await catalogue.productsByLineNumber(db, [...lineNumbers])).values()) add(product);
  }
  return lookup;
}

const needsProduct = failure('INVALID_INPUT', 'Please give the lineNumber or productId of the product.');
const ITEM_NOT_FOUND = failure('ITEM_NOT_FOUND', 'Sorry, this item is not in your trolley.');
const ITEM_LOCKED = failure('ITEM_LOCKED', 'This item is locked. Unlock it before changing it.');
const PRODUCT_NOT_FOUND = failure('PRODUCT_NOT_FOUND', 'Sorry, we could not find this product.');
const TROLLEY_FULL = failure(
  'TROLLEY_FULL',
  `Sorry, your trolley is full: it can hold ${MAX_TROLLEY_LINES} different products at most.`,
);

/** The product an input names by productId or lineNumber (both: they must agree). */
function namedProduct(
  input: TrolleyItemInput,
  lookup: ProductLookup,
): { product: TrolleyProductRow | null } | { failure: TrolleyFailure } {
  if (!input.productId && !input.lineNumber) return { product: null };
  const byId = input.productId ? lookup.byId.get(input.productId) : undefined;
  const byLine = input.lineNumber ? lookup.byLineNumber.get(input.lineNumber) : undefined;
  if (input.productId && input.lineNumber && byId && byLine && byId !== byLine) {
    return { failure: failure('INVALID_INPUT', 'The lineNumber and productId name different products.') };
  }
  const product = byId ?? byLine;
  return product ? { product } : { failure: PRODUCT_NOT_FOUND };
}

const isPositiveId = (id: number | null | undefined): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id > 0;

/** The changes to an existing line (an amount of 0 removes it). */
function planUpdate(
  line: LoadedLine,
  input: TrolleyItemInput,
  working: Working,
): { change: Change | null } | { failure: TrolleyFailure } {
  const { item, product } = line;
  if (item.locked && input.locked !== false) return { failure: ITEM_LOCKED };
  const fields: ItemFields = {};
  if (input.quantity) {
    const refused = checkQuantity(input.quantity, product, { allowZero: true });
    if (refused) return { failure: refused };
    if (input.quantity.amount === 0) return { change: { kind: 'delete', itemId: item.id } };
    // A switch between kg and items may keep the amount (1 kg to 1 item) and change only the unit.
    if (input.quantity.amount !== item.quantityAmount || input.quantity.uom !== item.quantityUom) {
      fields.quantityAmount = input.quantity.amount;
      fields.quantityUom = input.quantity.uom;
    }
  }
  if (input.noteToShopper !== undefined) {
    const note = normaliseNote(input.noteToShopper);
    if ('failure' in note) return note;
    if (note.value !== item.noteToShopper) fields.noteToShopper = note.value;
  }
  if (input.personalisedMessage !== undefined) {
    const message = normalisePersonalisedMessage(
      input.personalisedMessage,
      product.maxPersonalisedMessageLength,
    );
    if ('failure' in message) return message;
    if (message.value !== item.personalisedMessage) {
      const ordered = working.orderedMessages.get(product.id);
      if (ordered !== undefined && message.value !== ordered) return { failure: GREETING_MESSAGE_LOCKED };
      fields.personalisedMessage = message.value;
    }
  }
  if (input.canSubstitute !== undefined && input.canSubstitute !== null) {
    const allowed = checkCanSubstitute(input.canSubstitute, product, working.order.substitutionsAllowed);
    if ('failure' in allowed) return allowed;
    if (allowed.value !== item.canSubstitute) fields.canSubstitute = allowed.value;
  }
  if (input.locked !== undefined && input.locked !== null && input.locked !== item.locked) {
    fields.locked = input.locked;
  }
  return { change: Object.keys(fields).length > 0 ? { kind: 'update', itemId: item.id, fields } : null };
}

/** A new line for a product not in the trolley (an amount of 0 adds nothing). */
function planInsert(
  product: TrolleyProductRow,
  input: TrolleyItemInput,
  working: Working,
  defaults: { noteToShopper?: string | null } = {},
): { change: Change | null } | { failure: TrolleyFailure } {
  const quantity = input.quantity ?? { amount: product.defaultQuantity, uom: product.uom };
  const refused = checkQuantity(quantity, product, { allowZero: true });
  if (refused) return { failure: refused };
  if (quantity.amount === 0) return { change: null };
  const note = normaliseNote(
    input.noteToShopper !== undefined ? input.noteToShopper : (defaults.noteToShopper ?? null),
  );
  if ('failure' in note) return note;
  const message = normalisePersonalisedMessage(
    input.personalisedMessage ?? null,
    product.maxPersonalisedMessageLength,
  );
  if ('failure' in message) return message;
  const allowed = checkCanSubstitute(input.canSubstitute, product, working.order.substitutionsAllowed);
  if ('failure' in allowed) return allowed;
  return {
    change: {
      kind: 'insert',
      product,
      fields: {
        quantityAmount: quantity.amount,
        quantityUom: quantity.uom,
        canSubstitute: allowed.value,
        noteToShopper: note.value,
        personalisedMessage: message.value,
        locked: input.locked ?? false,
      },
    },
  };
}

/** Records a planned change in the working trolley, so later items of the same call see it. */
function record(working: Working, change: Change | null, product: TrolleyProductRow | null): void {
  if (!change) return;
  if (change.kind === 'delete') {
    const line = working.byId.get(change.itemId);
    working.byId.delete(change.itemId);
    if (line) working.byProduct.delete(line.product.id);
    working.lineCount -= 1;
  } else if (change.kind === 'insert' && product) {
    working.lineCount += 1;
  }
}

/**
 * One item of addItemToTrolley, updateTrolleyItem or updateTrolleyItems: a positive trolleyItemId names a
 * line of this trolley (another trolley's is not found); without one the product names it, and a product not
 * in the trolley is added. The quantity is the line's new quantity, so sending the same change twice is safe.
 */
function planItem(
  input: TrolleyItemInput,
  working: Working,
): { changes: Change[]; failure?: TrolleyFailure } {
  const named = namedProduct(input, working.products);
  if ('failure' in named) return { changes: [], failure: named.failure };
  let line: LoadedLine | undefined;
  if (isPositiveId(input.trolleyItemId)) {
    line = working.byId.get(input.trolleyItemId);
    if (!line) return { changes: [], failure: ITEM_NOT_FOUND };
    if (named.product && named.product.id !== line.product.id) {
      return {
        changes: [],
        failure: failure('INVALID_INPUT', 'The trolleyItemId and the product name different items.'),
      };
    }
  } else {
    if (!named.product) return { changes: [], failure: needsProduct };
    line = working.byProduct.get(named.product.id);
  }
  if (line) {
    const planned = planUpdate(line, input, working);
    if ('failure' in planned) return { changes: [], failure: planned.failure };
    record(working, planned.change, null);
    return { changes: planned.change ? [planned.change] : [] };
  }
  const product = named.product as TrolleyProductRow;
  const planned = planInsert(product, input, working);
  if ('failure' in planned) return { changes: [], failure: planned.failure };
  if (planned.change && working.lineCount >= MAX_TROLLEY_LINES) return { changes: [], failure: TROLLEY_FULL };
  record(working, planned.change, product);
  return { changes: planned.change ? [planned.change] : [] };
}

/**
 * replaceTrolleyItem: the line `trolleyItemId` makes way for the product named (a swap for an unavailable
 * item). The new line takes the quantity given, else the old one's when the unit is the same, else the
 * product's default; the note moves across unless a new one is given. When the product is already in the
 * trolley, that line is updated instead.
 */
function planReplace(
  input: TrolleyItemInput,
  working: Working,
): { changes: Change[]; failure?: TrolleyFailure } {
  if (!isPositiveId(input.trolleyItemId)) {
    return {
      changes: [],
      failure: failure('INVALID_INPUT', 'Please give the trolleyItemId of the item to replace.'),
    };
  }
  const old = working.byId.get(input.trolleyItemId);
  if (!old) return { changes: [], failure: ITEM_NOT_FOUND };
  const named = namedProduct(input, working.products);
  if ('failure' in named) return { changes: [], failure: named.failure };
  if (!named.product) return { changes: [], failure: needsProduct };
  const product = named.product;
  if (product.id === old.product.id) return planItem(input, working);
  if (old.item.locked && input.locked !== false) return { changes: [], failure: ITEM_LOCKED };
  const quantity =
    input.quantity ??
    (saleUnitsOf(product).includes(old.item.quantityUom)
      ? { amount: old.item.quantityAmount, uom: old.item.quantityUom }
      : undefined);
  const removal: Change = { kind: 'delete', itemId: old.item.id };
  const existing = working.byProduct.get(product.id);
  const planned = existing
    ? planUpdate(existing, { ...input, trolleyItemId: existing.item.id, quantity }, working)
    : planInsert(product, { ...input, quantity }, working, { noteToShopper: old.item.noteToShopper });
  if ('failure' in planned) return { changes: [], failure: planned.failure };
  record(working, removal, null);
  record(working, planned.change, existing ? null : product);
  return { changes: planned.change ? [removal, planned.change] : [removal] };
}

// ---------------------------------------------------------------------------------------------------------
// Running a change

/** Writes a plan; answers the lines as they now are (without reading them again). */
async function applyChanges(
  db: Database,
  order: CustomerOrderRow,
  plan: Plan,
  now: Date,
  lines: readonly LoadedLine[],
): Promise<LoadedLine[]> {
  const byId = new Map(lines.map((line) => [line.item.id, line]));
  for (const change of plan.changes) {
    if (change.kind === 'delete') {
      await db.delete(trolleyItems).where(eq(trolleyItems.id, change.itemId));
      byId.delete(change.itemId);
    } else if (change.kind === 'update') {
      const [item] = await db
        .update(trolleyItems)
        .set({ ...change.fields, version: sql`${trolleyItems.version} + 1`, updatedAt: now })
        .where(eq(trolleyItems.id, change.itemId))
        .returning();
      const line = byId.get(change.itemId);
      if (item && line) byId.set(item.id, { item, product: line.product });
    } else {
      const [item] = await db
        .insert(trolleyItems)
        .values({
          customerOrderId: order.id,
          productId: change.product.id,
          lineNumber: change.product.lineNumber,
          ...change.fields,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (item) byId.set(item.id, { item, product: change.product });
    }
  }
  await db
    .update(customerOrders)
    .set({ ...plan.orderFields, updatedAt: now })
    .where(eq(customerOrders.id, order.id));
  return [...byId.values()].sort((a, b) => a.item.id - b.item.id);
}

/** The greeting messages a placed order's lines were ordered with, by product id. */
async function orderedMessagesOf(db: Database, orderId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ productId: orderLines.productId, message: orderLines.personalisedMessage })
    .from(orderLines)
    .where(and(eq(orderLines.customerOrderId, orderId), isNotNull(orderLines.personalisedMessage)));
  return new Map(rows.flatMap((row) => (row.message ? [[row.productId, row.message] as const] : [])));
}

/**
 * Runs a change in one transaction: the order's row is locked first (concurrent changes to one trolley wait
 * for each other), the plan is made from the trolley as it is, and it is written only when nothing was refused.
 */
async function change(
  ctx: TrolleyContext,
  owner: TrolleyOwner,
  orderId: string | null | undefined,
  inputs: readonly TrolleyItemInput[],
  makePlan: (working: Working, lines: LoadedLine[]) => Plan,
): Promise<TrolleyAnswer> {
  return ctx.db.transaction(async (tx) => {
    const resolved = await resolveOrder(ctx, tx, owner, orderId, true);
    if ('failure' in resolved) return { trolley: null, failures: [resolved.failure] };
    let { order } = resolved;
    const catalogue = trolleyCatalogue(ctx.db);
    let lines = await loadLines(tx, order.id, catalogue);
    const amending = order.state === 'AMENDING';
    if (amending && (order.amendCutOffAt === null || ctx.clock.now() >= order.amendCutOffAt)) {
      return {
        trolley: await pricedTrolleyView(tx, order, lines, todayOf(ctx), catalogue, ctx.clock.now()),
        failures: [AMEND_CUT_OFF_PASSED],
      };
    }
    const plan = makePlan(
      new Working(
        lines,
        order,
        await lookUpProducts(tx, catalogue, inputs, lines),
        amending ? await orderedMessagesOf(tx, order.id) : undefined,
      ),
      lines,
    );
    if (plan.failures.length === 0 && (plan.changes.length > 0 || plan.orderFields)) {
      const now = ctx.clock.now();
      lines = await applyChanges(tx, order, plan, now, lines);
      order = { ...order, ...plan.orderFields, updatedAt: now };
    }
    return {
      trolley: await pricedTrolleyView(tx, order, lines, todayOf(ctx), catalogue, ctx.clock.now()),
      failures: plan.failures,
    };
  });
}

const single =
  (planOne: (input: TrolleyItemInput, working: Working) => { changes: Change[]; failure?: TrolleyFailure }) =>
  (input: TrolleyItemInput) =>
  (working: Working): Plan => {
    const planned = planOne(input, working);
    return planned.failure
      ? { changes: [], failures: [planned.failure] }
      : { changes: planned.changes, failures: [] };
  };

/** addItemToTrolley: adds the product, or sets its line to this quantity when it is already there. */
export function addItemToTrolley(
  ctx: TrolleyContext,
  owner: TrolleyOwner,
  orderId: string | null | undefined,
  input: TrolleyItemInput,
): Promise<TrolleyAnswer> {
  // An add names a product; an optimistic (negative) or stale id is not what identifies it.
  const item = { ...input, trolleyItemId: null };
  return change(ctx, owner, orderId, [item], single(planItem)(item));
}

/** updateTrolleyItem: quantity (0 removes), note, personalised message, substitution, lock. */
export function updateTrolleyItem(
  ctx: TrolleyContext,
  owner: TrolleyOwner,
  orderId: string | null | undefined,
  input: TrolleyItemInput,
): Promise<TrolleyAnswer> {
  return change(ctx, owner, orderId, [input], single(planItem)(input));
}

export function replaceTrolleyItem(
  ctx: TrolleyContext,
  owner: TrolleyOwner,
  orderId: string | null | undefined,
  input: TrolleyItemInput,
): Promise<TrolleyAnswer> {
  return change(ctx, owner, orderId, [input], single(planReplace)(input));
}

/** updateTrolleyItems (bulk): every item as updateTrolleyItem; all of them are made, or none. */
export function updateTrolleyItems(
  ctx: TrolleyContext,
  owner: TrolleyOwner,
  orderId: string | null | undefined,
  inputs: readonly TrolleyItemInput[],
): Promise<TrolleyAnswer> {
  if (inputs.length > MAX_TROLLEY_LINES) {
    return Promise.resolve({
      trolley: null,
      failures: [failure('INVALID_INPUT', `At most ${MAX_TROLLEY_LINES} items can be changed in one call.`)],
    });
  }
  return change(ctx, owner, orderId, inputs, (working) => {
    const plan: Plan = { changes: [], failures: [] };
    const seen = new Set<string>();
    inputs.forEach((input, index) => {
      const named = namedProduct(input, working.products);
      const line = isPositiveId(input.trolleyItemId) ? working.byId.get(input.trolleyItemId) : undefined;
      const key = line?.product.id ?? ('product' in named ? named.product?.id : undefined);
      const label = `Item ${index + 1}${input.lineNumber ? ` (${input.lineNumber})` : ''}: `;
      if (key && seen.has(key)) {
        plan.failures.push(failure('INVALID_INPUT', `${label}the same product appears more than once.`));
        return;
      }
      if (key) seen.add(key);
      const planned = planItem(input, working);
      if (planned.failure)
        plan.failures.push({ ...planned.failure, message: label + planned.failure.message });
      else plan.changes.push(...planned.changes);
    });
    return plan.failures.length > 0 ? { changes: [], failures: plan.failures } : plan;
  });
}

/**
 * updateTrolleySubPreferences (substitute-all): the order's preference, and every unlocked line's, except
 * products that can never be substituted (they stay false).
 */
export function updateTrolleySubPreferences(
  ctx: TrolleyContext,
  owner: TrolleyOwner,
  orderId: string | null | undefined,
  subPreference: boolean,
): Promise<TrolleyAnswer> {
  return change(ctx, owner, orderId, [], (working, lines) => {
    const changes: Change[] = [];
    for (const { item, product } of lines) {
      if (item.locked) continue;
      const allowed = checkCanSubstitute(subPreference ? null : false, product, subPreference);
      const value = 'value' in allowed ? allowed.value : false;
      if (value !== item.canSubstitute)
        changes.push({ kind: 'update', itemId: item.id, fields: { canSubstitute: value } });
    }
    return {
      changes,
      failures: [],
      ...(working.order.substitutionsAllowed !== subPreference && {
        orderFields: { substitutionsAllowed: subPreference },
      }),
    };
  });
}

/** emptyTrolley: removes every line but the locked ones. */
export function emptyTrolley(
  ctx: TrolleyContext,
  owner: TrolleyOwner,
  orderId: string | null | undefined,
): Promise<TrolleyAnswer> {
  return change(ctx, owner, orderId, [], (_working, lines) => ({
    changes: lines
      .filter(({ item }) => !item.locked)
      .map(({ item }) => ({ kind: 'delete', itemId: item.id })),
    failures: [],
  }));
}
