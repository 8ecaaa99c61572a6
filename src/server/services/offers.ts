import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Product } from '../../contract/catalogue.ts';
import {
  BUNDLE_GROUP_PRODUCTS_MAX,
  type Bundle,
  type BundleSummary,
  type Offer,
  type OfferPage,
} from '../../contract/offers.ts';
import { londonCalendarDate } from '../../domain/dates.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { categories, productPromotions, products, promotions } from '../db/schema.ts';
import { BUNDLES, type BundleSpec } from '../seed/data/bundles.ts';
import type { CatalogueService } from './catalogue.ts';
import { rowsOf } from './products.ts';

/**
 * Offers and bundles (doc 3 §2 "Offers, bundles, meal deals", §3 Promotion and Bundle; docs/api/offers.md).
 * An offer's page is today's promotion with its products, a page at a time; a hidden promotion, one not
 * running today or an unknown id is not found. Bundles are the seeded occasions (seed/data/bundles.json),
 * each group's products drawn from its categories in a fixed order (in stock, best rated, line number), so
 * the same catalogue always gives the same bundle.
 */

export interface OfferPageQuery {
  start: number;
  size: number;
}

export interface OfferService {
  /** The offer and a page of its products; undefined when there is no such offer today. */
  offerPage(promotionId: number, query: OfferPageQuery): Promise<OfferPage | undefined>;
  /** Every bundle whose groups all have products. */
  bundles(): Promise<BundleSummary[]>;
  bundle(bundleName: string): Promise<Bundle | undefined>;
}

export interface OfferServiceOptions {
  db: Database;
  clock: Clock;
  catalogue: CatalogueService;
}

const offerPath = (promotionId: number) => `/ecom/shop/offers/${promotionId}`;

export function createOfferService({ db, clock, catalogue }: OfferServiceOptions): OfferService {
  const today = () => londonCalendarDate(clock.now());

  const promotionOf = async (promotionId: number) => {
    const date = today();
    const [row] = await db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.id, promotionId),
          eq(promotions.hidden, false),
          lte(promotions.startDate, date),
          gte(promotions.expiryDate, date),
        ),
      )
      .limit(1);
    return row;
  };

  const memberLineNumbers = async (promotionId: number): Promise<string[]> => {
    const rows = await db
      .select({ lineNumber: products.lineNumber })
      .from(productPromotions)
      .innerJoin(products, eq(products.id, productPromotions.productId))
      .where(eq(productPromotions.promotionId, promotionId))
      .orderBy(asc(productPromotions.groupId), asc(products.lineNumber));
    return rows.map((row) => row.lineNumber);
  };

  /** A group's products: the best of each of its categories in turn, so a roast offers more than chicken. */
  const groupLineNumbers = async (paths: readonly string[]): Promise<string[]> => {
    const matches = sql.join(
      paths.map((path) => sql`(c.path = ${path} or c.path like ${`${path}/%`})`),
      sql` or `,
    );
    const result = await db.execute(sql`
      select line_number as "lineNumber", path from (
        select p.line_number, c.path, row_number() over (
          partition by c.path
          order by (p.availability = 'IN_STOCK') desc, p.average_rating desc nulls last,
            p.review_count desc, p.line_number) as rank
        from ${products} p join ${categories} c on c.id = p.category_id
        where ${matches}
      ) ranked
      where rank <= ${BUNDLE_GROUP_PRODUCTS_MAX}
      order by rank, path`);
    const rows = rowsOf<{ lineNumber: string; path: string }>(result);
    // One from each category in the order the bundle names them, round after round.
    const order = (path: string) =>
      paths.findIndex((wanted) => path === wanted || path.startsWith(`${wanted}/`));
    const byRound = new Map<string, number>();
    return rows
      .map((row) => {
        const round = byRound.get(row.path) ?? 0;
        byRound.set(row.path, round + 1);
        return { ...row, round, at: order(row.path) };
      })
      .sort((a, b) => a.round - b.round || a.at - b.at || a.path.localeCompare(b.path))
      .slice(0, BUNDLE_GROUP_PRODUCTS_MAX)
      .map((row) => row.lineNumber);
  };

  const summaryOf = (spec: BundleSpec): BundleSummary => ({
    bundleName: spec.name,
    title: spec.title,
    description: spec.description,
    url: `/ecom/bundles/${spec.name}`,
    groupTitles: spec.groups.map((group) => group.title),
  });

  const bundleOf = async (spec: BundleSpec): Promise<Bundle | undefined> => {
    const groups: Bundle['groups'] = [];
    for (const group of spec.groups) {
      const found: Product[] = await catalogue.products(await groupLineNumbers(group.paths));
      // A bundle missing a group (a small catalogue) cannot be shopped: it is not offered.
      if (found.length === 0) return undefined;
      groups.push({ title: group.title, threshold: group.threshold, products: found });
    }
    return { ...summaryOf(spec), groups };
  };

  return {
    async offerPage(promotionId, { start, size }) {
      const row = await promotionOf(promotionId);
      if (!row) return undefined;
      const lineNumbers = await memberLineNumbers(promotionId);
      const page = await catalogue.products(lineNumbers.slice(start, start + size));
      // The products carry the promotion as every answer does, with its page's path (a meal deal has its own).
      const [first] = page.length > 0 ? page : await catalogue.products(lineNumbers.slice(0, 1));
      const promoPath =
        first?.promotions.find((promotion) => promotion.promotionId === promotionId)?.promoPath ??
        offerPath(promotionId);
      const offer: Offer = {
        promotionId: row.id,
        promotionType: row.promotionType,
        promotionTypeCode: row.promotionTypeCode,
        promotionDescription: row.description,
        promotionExpiryDate: row.expiryDate,
        myWaitrosePromotion: row.loyaltyOnly,
        promoPath,
        groups: row.groups.map((group) => ({ name: group.name, threshold: group.threshold })),
      };
      return {
        offer,
        products: page,
        totalMatches: lineNumbers.length,
        start,
        hasMore: start + size < lineNumbers.length,
      };
    },
    async bundles() {
      const shown = await Promise.all(
        BUNDLES.map(async (spec) => ((await bundleOf(spec)) ? summaryOf(spec) : undefined)),
      );
      return shown.filter((summary): summary is BundleSummary => summary !== undefined);
    },
    async bundle(bundleName) {
      const spec = BUNDLES.find((candidate) => candidate.name === bundleName);
      return spec ? bundleOf(spec) : undefined;
    },
  };
}
