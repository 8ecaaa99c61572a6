import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { productPromotions, products, promotions } from '../db/schema.ts';
import type { TrolleyPromotionInput } from './trolley-totals.ts';

/**
 * The catalogue as the trolley reads it (products, and the promotions each is in), kept in memory for a
 * short while: every trolley change prices the whole trolley, and on the embedded database a query costs
 * about a millisecond, so reading the same products and offers again on every click is most of a change's
 * work. A product or promotion changed in the database is seen by the trolley within CATALOGUE_TTL_MS,
 * by every process of a deployment (docs/api/trolley.md "Freshness").
 */
export const CATALOGUE_TTL_MS = 30_000;
const MAX_PRODUCTS = 50_000;

/** The product fields the trolley needs, for rules and for the answer. */
export const productColumns = {
  id: products.id,
  lineNumber: products.lineNumber,
  name: products.name,
  brand: products.brand,
  size: products.size,
  productType: products.productType,
  categoryId: products.categoryId,
  uom: products.uom,
  pricePence: products.pricePence,
  priceQuantity: products.priceQuantity,
  depositChargePence: products.depositChargePence,
  defaultQuantity: products.defaultQuantity,
  itemWeightKg: products.itemWeightKg,
  maxPersonalisedMessageLength: products.maxPersonalisedMessageLength,
  containsAlcohol: products.containsAlcohol,
  hfss: products.hfss,
  substitutionsProhibited: products.substitutionsProhibited,
  substitutionGroup: products.substitutionGroup,
  availability: products.availability,
  leadTimeDays: products.leadTimeDays,
  availableDays: products.availableDays,
  restrictionStartDate: products.restrictionStartDate,
  restrictionEndDate: products.restrictionEndDate,
};

export interface TrolleyProductRow {
  id: string;
  lineNumber: string;
  name: string;
  brand: string;
  size: string;
  productType: string;
  categoryId: number;
  uom: string;
  pricePence: number;
  priceQuantity: number;
  depositChargePence: number | null;
  defaultQuantity: number;
  itemWeightKg: number | null;
  maxPersonalisedMessageLength: number | null;
  containsAlcohol: boolean;
  /** High in fat, salt or sugar: left out of missed offers (doc 3 §5). */
  hfss: boolean;
  substitutionsProhibited: boolean;
  substitutionGroup: string | null;
  availability: string;
  /** When the item may be delivered or collected (src/domain/slot-restrictions.ts). */
  leadTimeDays: number | null;
  availableDays: string[] | null;
  restrictionStartDate: string | null;
  restrictionEndDate: string | null;
}

export type PromotionRow = typeof promotions.$inferSelect;

/** A promotion a product is in, and the group it is in. */
export interface ProductPromotion {
  promotion: PromotionRow;
  groupId: number;
}

interface Entry<T> {
  value: T;
  until: number;
}

class ExpiringMap<T> {
  private readonly entries = new Map<string, Entry<T>>();

  get(key: string, now: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, now: number): void {
    if (this.entries.size >= MAX_PRODUCTS) this.entries.clear();
    this.entries.set(key, { value, until: now + CATALOGUE_TTL_MS });
  }
}

export interface TrolleyCatalogue {
  /** Products by id; unknown ids are left out. */
  productsById(db: Database, ids: readonly string[]): Promise<Map<string, TrolleyProductRow>>;
  /** Products by line number; unknown line numbers are left out. */
  productsByLineNumber(db: Database, lineNumbers: readonly string[]): Promise<Map<string, TrolleyProductRow>>;
  /** Every promotion of these products (whatever its dates), as the totals take them. */
  promotionsOf(db: Database, productIds: readonly string[]): Promise<TrolleyPromotionInput[]>;
}

export function createTrolleyCatalogue(now: () => number = () => performance.now()): TrolleyCatalogue {
  const byId = new ExpiringMap<TrolleyProductRow>();
  const idOfLineNumber = new ExpiringMap<string>();
  const promotionsOfProduct = new ExpiringMap<ProductPromotion[]>();

  const remember = (rows: TrolleyProductRow[], at: number) => {
    for (const row of rows) {
      byId.set(row.id, row, at);
      idOfLineNumber.set(row.lineNumber, row.id, at);
    }
  };

  const productsById: TrolleyCatalogue['productsById'] = async (db, ids) => {
    const at = now();
    const found = new Map<string, TrolleyProductRow>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const row = byId.get(id, at);
      if (row) found.set(id, row);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = (await db
        .select(productColumns)
        .from(products)
        .where(inArray(products.id, missing))) as TrolleyProductRow[];
      remember(rows, at);
      for (const row of rows) found.set(row.id, row);
    }
    return found;
  };

  const productsByLineNumber: TrolleyCatalogue['productsByLineNumber'] = async (db, lineNumbers) => {
    const at = now();
    const found = new Map<string, TrolleyProductRow>();
    const missing: string[] = [];
    for (const lineNumber of new Set(lineNumbers)) {
      const id = idOfLineNumber.get(lineNumber, at);
      const row = id === undefined ? undefined : byId.get(id, at);
      if (row) found.set(lineNumber, row);
      else missing.push(lineNumber);
    }
    if (missing.length > 0) {
      const rows = (await db
        .select(productColumns)
        .from(products)
        .where(inArray(products.lineNumber, missing))) as TrolleyProductRow[];
      remember(rows, at);
      for (const row of rows) found.set(row.lineNumber, row);
    }
    return found;
  };

  const promotionsOf: TrolleyCatalogue['promotionsOf'] = async (db, productIds) => {
    const at = now();
    const perProduct = new Map<string, ProductPromotion[]>();
    const missing: string[] = [];
    for (const id of new Set(productIds)) {
      const cached = promotionsOfProduct.get(id, at);
      if (cached) perProduct.set(id, cached);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await db
        .select({
          promotion: promotions,
          productId: productPromotions.productId,
          groupId: productPromotions.groupId,
        })
        .from(productPromotions)
        .innerJoin(promotions, eq(promotions.id, productPromotions.promotionId))
        .where(inArray(productPromotions.productId, missing));
      for (const id of missing) perProduct.set(id, []);
      for (const { promotion, productId, groupId } of rows)
        perProduct.get(productId)?.push({ promotion, groupId });
      for (const id of missing) promotionsOfProduct.set(id, perProduct.get(id) ?? [], at);
    }
    const inputs = new Map<number, TrolleyPromotionInput & { members: Map<string, number> }>();
    for (const [productId, list] of perProduct) {
      for (const { promotion, groupId } of list) {
        let input = inputs.get(promotion.id);
        if (!input) {
          input = {
            id: promotion.id,
            description: promotion.description,
            promotionType: promotion.promotionType,
            promotionTypeCode: promotion.promotionTypeCode,
            startDate: promotion.startDate,
            expiryDate: promotion.expiryDate,
            hidden: promotion.hidden,
            loyaltyOnly: promotion.loyaltyOnly,
            discount: promotion.discount,
            groups: promotion.groups,
            members: new Map(),
          };
          inputs.set(promotion.id, input);
        }
        input.members.set(productId, groupId);
      }
    }
    return [...inputs.values()];
  };

  return { productsById, productsByLineNumber, promotionsOf };
}

const catalogues = new WeakMap<object, TrolleyCatalogue>();

/**
 * The catalogue cache of a database (one per database handle, so each test database has its own). A
 * transaction is not a key: callers pass the handle they were given by the app.
 */
export function trolleyCatalogue(db: Database): TrolleyCatalogue {
  let catalogue = catalogues.get(db);
  if (!catalogue) {
    catalogue = createTrolleyCatalogue();
    catalogues.set(db, catalogue);
  }
  return catalogue;
}
