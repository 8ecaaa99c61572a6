import type { OrderSummary, PreviousOrderLine } from '../../contract/orders.ts';
import { formatDate } from '../../domain/dates.ts';
import { formatMoney } from '../../domain/money.ts';
import { ORDER_STATUS_LABELS } from '../../domain/orders.ts';
import { availabilityMessage, canBeBought } from '../../domain/product-display.ts';
import {
  DEFAULT_QUANTITY_UNIT,
  formatQuantity,
  isQuantityUnit,
  type QuantityUnit,
  quantityRule,
  saleUnitsOf,
  sanitiseQuantity,
} from '../../domain/quantities.ts';
import type { ItemChange, ItemUpdateState, TrolleyItem, TrolleyProduct } from '../../domain/trolley.ts';

/**
 * What the shop-from-previous-order pages show (doc 2 §2 myaccount/my-orders/order/shop-from-order[/{id}]):
 * a previous order's lines as they are sold today, what "Add all to trolley" asks the trolley for, and how
 * far that has got, read from the trolley actor (its lines and item states: no flow state of its own).
 */

export const SHOP_FROM_ORDER_PATH = '/myaccount/my-orders/order/shop-from-order';
export const shopFromOrderHref = (customerOrderId: string) =>
  `${SHOP_FROM_ORDER_PATH}/${encodeURIComponent(customerOrderId)}`;

export const SHOP_FROM_ORDER_TEXT = {
  title: 'Shop from a previous order',
  chooseIntro: 'Choose an order to see what you bought and add it to your trolley again.',
  noOrders: "You haven't placed any orders yet.",
  startShopping: 'Start shopping',
  shopFromThisOrder: 'Shop from this order',
  orderNotFound: "Sorry, we couldn't find that order.",
  chooseAnother: 'Choose another order',
  noLongerSold: 'No longer available',
  addAll: 'Add all to trolley',
  adding: 'Adding to trolley…',
  allInTrolley: 'All in your trolley',
  allInTrolleyStatus: 'Everything from this order that we still sell is in your trolley.',
  nothingToAdd: 'None of the products in this order can be bought at the moment.',
  recommended: 'You might also like',
} as const;

// ---------------------------------------------------------------------------------------------------------
// The interstitial: which previous order to shop from

export interface OrderChoice {
  customerOrderId: string;
  href: string;
  /** 'Order 1234'. */
  title: string;
  /** 'Delivered Thursday 4 December' style: the slot's date, else when it was placed. */
  when: string | null;
  status: string;
  items: string;
  total: string;
}

export function orderChoicesOf(orders: readonly OrderSummary[]): OrderChoice[] {
  return orders
    .filter((order) => order.status !== 'PENDING')
    .map((order) => {
      const date = order.slot?.startDateTime ?? order.placed;
      return {
        customerOrderId: order.customerOrderId,
        href: shopFromOrderHref(order.customerOrderId),
        title: `Order ${order.customerOrderId}`,
        when: date ? formatDate(date) : null,
        status: ORDER_STATUS_LABELS[order.status],
        items: `${order.numberOfItems} ${order.numberOfItems === 1 ? 'item' : 'items'}`,
        total: formatMoney(order.total),
      };
    });
}

// ---------------------------------------------------------------------------------------------------------
// The order's lines as sold today

export type LineAvailability = 'available' | 'unavailable' | 'noLongerSold';

export interface PreviousLineView {
  lineNumber: string;
  productId: string;
  /** The product's name as it was ordered. */
  name: string;
  /** The product now; null when it is no longer sold. */
  product: TrolleyProduct | null;
  availability: LineAvailability;
  /** Why it cannot be added now ('No longer available', 'Out of stock'); null when it can. */
  unavailableReason: string | null;
  /** What was ordered: '2', '0.5kg'. */
  ordered: string;
  /** The unit the quantity control works in: the trolley line's, else the one Add all would use. */
  unit: QuantityUnit;
  /** How much is in the trolley now (in `unit`), changes waiting included; 0 for none. */
  inTrolley: number;
}

/** The amount "Add all" asks for: what was ordered, in a unit the product is sold in today, else its default. */
export function quantityAgain(
  line: PreviousOrderLine,
  product: TrolleyProduct,
): { amount: number; uom: QuantityUnit } {
  const units = saleUnitsOf({ uom: product.defaultQuantity.uom, itemWeightKg: product.itemWeightKg });
  const { amount, uom } = line.quantity;
  if (isQuantityUnit(uom) && units.includes(uom)) {
    const again = sanitiseQuantity(amount, uom);
    if (again > 0) return { amount: again, uom };
  }
  const fallback = isQuantityUnit(product.defaultQuantity.uom)
    ? product.defaultQuantity.uom
    : DEFAULT_QUANTITY_UNIT;
  const amountOfDefault = sanitiseQuantity(product.defaultQuantity.amount, fallback);
  return {
    amount: amountOfDefault > 0 ? amountOfDefault : quantityRule(fallback).defaultAmount,
    uom: fallback,
  };
}

function availabilityOf(line: PreviousOrderLine): {
  availability: LineAvailability;
  unavailableReason: string | null;
} {
  if (!line.product)
    return { availability: 'noLongerSold', unavailableReason: SHOP_FROM_ORDER_TEXT.noLongerSold };
  if (!canBeBought(line.product.availability)) {
    return {
      availability: 'unavailable',
      unavailableReason: availabilityMessage(line.product.availability) ?? SHOP_FROM_ORDER_TEXT.noLongerSold,
    };
  }
  return { availability: 'available', unavailableReason: null };
}

const trolleyLineOf = (trolley: readonly TrolleyItem[], lineNumber: string) =>
  trolley.find((item) => item.lineNumber === lineNumber);

export function previousLinesOf(
  lines: readonly PreviousOrderLine[],
  trolley: readonly TrolleyItem[],
): PreviousLineView[] {
  return lines.map((line) => {
    const inTrolley = trolleyLineOf(trolley, line.lineNumber);
    const trolleyUnit = inTrolley && isQuantityUnit(inTrolley.quantity.uom) ? inTrolley.quantity.uom : null;
    const orderedUnit = isQuantityUnit(line.quantity.uom) ? line.quantity.uom : DEFAULT_QUANTITY_UNIT;
    return {
      lineNumber: line.lineNumber,
      productId: line.productId,
      name: line.name,
      product: line.product,
      ...availabilityOf(line),
      ordered: formatQuantity(line.quantity.amount, orderedUnit),
      unit: trolleyUnit ?? (line.product ? quantityAgain(line, line.product).uom : orderedUnit),
      inTrolley: inTrolley?.quantity.amount ?? 0,
    };
  });
}

/** '12 products, 2 no longer available'. */
export function linesSummary(lines: readonly PreviousLineView[]): string {
  const products = `${lines.length} ${lines.length === 1 ? 'product' : 'products'}`;
  const unavailable = lines.filter((line) => line.availability !== 'available').length;
  return unavailable === 0 ? products : `${products}, ${unavailable} not available`;
}

// ---------------------------------------------------------------------------------------------------------
// Add all to trolley

/**
 * The trolley changes "Add all to trolley" sends: every line that can be bought today, at what was ordered.
 * A line the trolley already holds at least as much of (in the same unit) is left alone, and one it holds
 * in another unit is the shopper's own choice, left alone too: pressing it twice adds nothing twice.
 */
export function addAllChanges(
  lines: readonly PreviousOrderLine[],
  trolley: readonly TrolleyItem[],
): ItemChange[] {
  return lines.flatMap((line): ItemChange[] => {
    const { product } = line;
    if (!product || !canBeBought(product.availability)) return [];
    const quantity = quantityAgain(line, product);
    const held = trolleyLineOf(trolley, line.lineNumber);
    if (held && (held.quantity.uom !== quantity.uom || held.quantity.amount >= quantity.amount)) return [];
    return [{ kind: 'item', lineNumber: product.lineNumber, productId: product.id, quantity, product }];
  });
}

export type AddAllState = 'nothingToAdd' | 'ready' | 'adding' | 'allInTrolley';

/**
 * How far "Add all" has got, from the trolley alone: a line still waiting or being sent is adding; when
 * there is nothing left to ask for, all is in the trolley. A refusal or failure is the trolley's own notice
 * (the lines it dropped are then not in the trolley, so the button offers them again).
 */
export function addAllStateOf(
  lines: readonly PreviousOrderLine[],
  trolley: readonly TrolleyItem[],
  itemStates: Readonly<Record<string, ItemUpdateState>>,
): AddAllState {
  const buyable = lines.filter((line) => line.product && canBeBought(line.product.availability));
  if (buyable.length === 0) return 'nothingToAdd';
  const sending = buyable.some((line) => {
    const state = itemStates[line.lineNumber];
    return state === 'optimistic' || state === 'updating';
  });
  if (sending) return 'adding';
  return addAllChanges(buyable, trolley).length === 0 ? 'allInTrolley' : 'ready';
}

export interface AddAllButton {
  label: string;
  disabled: boolean;
  /** Said in the page's live region. */
  status: string | null;
}

export function addAllButtonOf(state: AddAllState): AddAllButton | null {
  switch (state) {
    case 'nothingToAdd':
      return null;
    case 'ready':
      return { label: SHOP_FROM_ORDER_TEXT.addAll, disabled: false, status: null };
    case 'adding':
      return { label: SHOP_FROM_ORDER_TEXT.adding, disabled: true, status: SHOP_FROM_ORDER_TEXT.adding };
    case 'allInTrolley':
      return {
        label: SHOP_FROM_ORDER_TEXT.allInTrolley,
        disabled: true,
        status: SHOP_FROM_ORDER_TEXT.allInTrolleyStatus,
      };
  }
}
