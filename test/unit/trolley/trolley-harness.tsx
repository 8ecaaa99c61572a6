import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { TrolleyApi } from '../../../src/api/trolley.ts';
import type { TrolleyItem, TrolleyItemInput, TrolleyProduct } from '../../../src/domain/trolley.ts';
import { TrolleyMessages } from '../../../src/features/trolley/TrolleyMessages.tsx';
import type { PendingAddStore } from '../../../src/shop/trolley/pending-add.ts';
import { createAppTrolley } from '../../../src/shop/trolley/trolley.ts';
import { createTestSession, fakeAccessToken, renderWithShop, testShop } from '../support/shop-harness.tsx';
import { answerOf, gbp, trolleyLine, trolleyOf } from './trolley-data.ts';

export const CUSTOMER_ACCESS = fakeAccessToken({
  customerId: 1001,
  principalId: 1001,
  permissions: [],
  defaultBranchId: 651,
  customerOrderId: '5001',
  customerOrderState: 'PENDING',
});

/**
 * A trolley server in memory for the storefront's tests: it keeps lines and applies what the calls ask,
 * answering as the real one does (the trolley after the call). Products it does not know are added from
 * `catalogue`.
 */
export function createFakeTrolleyServer(
  initial: TrolleyItem[] = [],
  catalogue: TrolleyProduct[] = [],
  recommended: TrolleyProduct[] = [],
) {
  let lines = [...initial];
  let substitutionsAllowed = true;
  let nextId = 100;
  const products = new Map([...catalogue, ...recommended].map((product) => [product.lineNumber, product]));
  for (const line of initial) products.set(line.lineNumber, line.product);
  // A copy each time: an answer is the trolley as it was then.
  const answer = () => answerOf(trolleyOf([...lines], { substitutionsAllowed }));

  function apply(input: TrolleyItemInput) {
    const index = lines.findIndex(
      (line) =>
        (input.trolleyItemId !== undefined &&
          input.trolleyItemId > 0 &&
          line.trolleyItemId === input.trolleyItemId) ||
        line.lineNumber === input.lineNumber,
    );
    if (index < 0) {
      const product = products.get(input.lineNumber ?? '');
      if (!product || !input.quantity || input.quantity.amount === 0) return;
      lines = [...lines, trolleyLine({ trolleyItemId: nextId++, product, quantity: input.quantity })];
      return;
    }
    const line = lines[index] as TrolleyItem;
    if (input.quantity?.amount === 0) {
      lines = lines.filter((_, at) => at !== index);
      return;
    }
    const amount = input.quantity?.amount ?? line.quantity.amount;
    const price = Math.round(line.product.currentSaleUnitPrice.price.amount * 100 * amount) / 100;
    const next: TrolleyItem = {
      ...line,
      quantity: input.quantity ?? line.quantity,
      retailPrice: gbp(price),
      totalPrice: gbp(price),
      ...(input.noteToShopper !== undefined && { noteToShopper: input.noteToShopper || null }),
      ...(input.personalisedMessage !== undefined && {
        personalisedMessage: input.personalisedMessage || null,
      }),
      ...(input.canSubstitute !== undefined && { canSubstitute: input.canSubstitute }),
      ...(input.locked !== undefined && { locked: input.locked }),
    };
    lines = lines.map((entry, at) => (at === index ? next : entry));
  }

  const api: TrolleyApi = {
    getTrolley: vi.fn(async () => answer()),
    getTrolleyWithRecommendations: vi.fn(async () => ({
      ...answer(),
      recommendedProducts: { failures: [], totalResults: recommended.length, products: recommended },
    })),
    addItemToTrolley: vi.fn(async (item) => {
      apply(item);
      return answer();
    }),
    updateTrolleyItem: vi.fn(async (item) => {
      apply(item);
      return answer();
    }),
    replaceTrolleyItem: vi.fn(async (item) => {
      const old = lines.find((line) => line.trolleyItemId === item.trolleyItemId);
      lines = lines.filter((line) => line.trolleyItemId !== item.trolleyItemId);
      apply({ lineNumber: item.lineNumber, quantity: old?.quantity ?? { amount: 1, uom: 'C62' } });
      return answer();
    }),
    updateTrolleyItems: vi.fn(async (items) => {
      for (const item of items) apply(item);
      return answer();
    }),
    updateTrolleySubPreferences: vi.fn(async (allowed) => {
      substitutionsAllowed = allowed;
      lines = lines.map((line) =>
        line.locked || line.product.substitutionsProhibited ? line : { ...line, canSubstitute: allowed },
      );
      return answer();
    }),
    emptyTrolley: vi.fn(async () => {
      lines = lines.filter((line) => line.locked);
      return answer();
    }),
    shoppingContext: vi.fn(async () => ({
      customerId: 1001,
      customerOrderId: '5001',
      customerOrderState: 'PENDING',
      defaultBranchId: 651,
      failures: [],
    })),
    minimumOrderValues: vi.fn(async () => ({
      collectionMinimumOrderValue: gbp(25),
      deliveryMinimumOrderValue: gbp(40),
      failures: [],
    })),
    substitutionProducts: vi.fn(async () => ({ failures: [], totalResults: 0, products: [] })),
  };
  return { api, lines: () => lines };
}

export function memoryPendingAdds(): PendingAddStore & { kept: unknown } {
  const store = {
    kept: null as unknown,
    remember(add: unknown) {
      store.kept = add;
    },
    take() {
      const add = store.kept;
      store.kept = null;
      return add as ReturnType<PendingAddStore['take']>;
    },
  };
  return store;
}

/** Renders `ui` with a signed-in session, a query client and a trolley on the given API. */
export function renderWithTrolley(ui: ReactNode, api: TrolleyApi, accessToken = CUSTOMER_ACCESS) {
  const session = createTestSession(accessToken);
  const push = vi.fn();
  const trolley = createAppTrolley({
    session,
    api,
    push,
    pendingAdds: memoryPendingAdds(),
    report: () => {},
  });
  const shop = testShop({ session, trolley });
  const { view } = renderWithShop(
    <>
      {ui}
      <TrolleyMessages />
    </>,
    shop,
  );
  return { view, session, trolley, push, shop };
}
