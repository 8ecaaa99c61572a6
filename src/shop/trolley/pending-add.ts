import * as v from 'valibot';
import { trolleyProductSchema, trolleyQuantitySchema } from '../../contract/trolley.ts';
import { SESSION_MEMORY_KEYS } from '../../domain/session-memory.ts';
import type { ItemChange, Trolley, TrolleyProduct } from '../../domain/trolley.ts';
import { lineOf } from '../../domain/trolley.ts';
import { mergeQuantity } from '../../domain/trolley-merge.ts';
import { type SessionMemoryStore, sessionMemory } from '../door/session-memory-store.ts';

/**
 * The add a signed-out shopper asked for (doc 1 §4 Startup and login, doc 2 §1): they are sent to sign in
 * with the item remembered for the browser session, and once their trolley has loaded after signing in it is
 * applied by the merge rule (src/domain/trolley-merge.ts): added, or combined with the line they have.
 */
export interface PendingAdd {
  lineNumber: string;
  productId: string;
  quantity: { amount: number; uom: string };
  product: TrolleyProduct;
}

// What is read back was written by an older page, or tampered with: it is checked like an answer, against
// the trolley product of the wire contract.
const pendingAddSchema = v.object({
  lineNumber: v.string(),
  productId: v.string(),
  quantity: trolleyQuantitySchema,
  product: trolleyProductSchema,
});

export interface PendingAddStore {
  remember(add: PendingAdd): void;
  /** The remembered add, forgotten as it is read. */
  take(): PendingAdd | null;
}

export function createPendingAddStore(store: SessionMemoryStore = sessionMemory): PendingAddStore {
  const key = SESSION_MEMORY_KEYS.pendingTrolleyAdd;
  return {
    remember(add) {
      store.set(key, JSON.stringify(add));
    },
    take() {
      const text = store.get(key);
      if (text === null) return null;
      store.remove(key);
      try {
        const parsed = v.safeParse(pendingAddSchema, JSON.parse(text));
        return parsed.success ? parsed.output : null;
      } catch {
        return null;
      }
    },
  };
}

/** The change that applies a pending add to the trolley as loaded; null when it changes nothing. */
export function pendingAddChange(add: PendingAdd, trolley: Trolley): ItemChange | null {
  const line = lineOf(trolley, add.lineNumber);
  const outcome = mergeQuantity(line ? line.quantity : null, add.quantity);
  if (outcome.action === 'keep') return null;
  return {
    kind: 'item',
    lineNumber: add.lineNumber,
    productId: add.productId,
    quantity: outcome.action === 'remove' ? { amount: 0, uom: add.quantity.uom } : outcome.quantity,
    product: add.product,
  };
}

/** The app's pending add, kept for the browser session. */
export const appPendingAdds: PendingAddStore = createPendingAddStore();
