import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleSchema, bundlesSchema, OFFER_PAGE_SIZE, offerPageSchema } from '../../src/contract/offers.ts';
import { BUNDLES } from '../../src/server/seed/data/bundles.ts';
import {
  CATALOGUE_TEST_DATE,
  type CatalogueFixture,
  createCatalogueFixture,
} from './support/catalogue-fixture.ts';

// The offers service (docs/api/offers.md; doc 3 §2 "Offers, bundles, meal deals", §3 Promotion and Bundle,
// §8 "Offers show not-found or server-error states").

let shop: CatalogueFixture;

beforeAll(async () => {
  shop = await createCatalogueFixture();
});

afterAll(async () => {
  await shop?.close();
});

const OFFERS = '/api/offers-prod/v1/offers';
const BUNDLES_PATH = '/api/offers-prod/v1/bundles';

interface PromotionRow {
  id: number;
  description: string;
  promotion_type_code: string;
  loyalty_only: boolean;
  members: number;
}

/** Today's promotions that are not hidden, with how many products each has, most products first. */
async function runningPromotions(where = 'true'): Promise<PromotionRow[]> {
  return shop.rows<PromotionRow>(
    `select p.id, p.description, p.promotion_type_code, p.loyalty_only, count(pp.product_id)::int as members
     from promotions p join product_promotions pp on pp.promotion_id = p.id
     where not p.hidden and p.start_date <= $1 and p.expiry_date >= $1 and ${where}
     group by p.id order by count(pp.product_id) desc, p.id`,
    [CATALOGUE_TEST_DATE],
  );
}

async function firstOf(where: string): Promise<PromotionRow> {
  const [row] = await runningPromotions(where);
  if (!row) throw new Error(`no running promotion where ${where}`);
  return row;
}

describe('GET offers/{offerId}', () => {
  it('answers the offer with its description, expiry and every one of its products', async () => {
    const promotion = await firstOf(`p.promotion_type_code <> 'MD'`);
    const answer = await shop.get(`${OFFERS}/${promotion.id}`);
    expect(answer.status).toBe(200);
    const page = v.parse(offerPageSchema, answer.body);
    expect(page.offer).toMatchObject({
      promotionId: promotion.id,
      promotionDescription: promotion.description,
      promotionTypeCode: promotion.promotion_type_code,
      myWaitrosePromotion: promotion.loyalty_only,
      promoPath: `/ecom/shop/offers/${promotion.id}`,
    });
    expect(page.offer.promotionExpiryDate >= CATALOGUE_TEST_DATE).toBe(true);
    expect(page.totalMatches).toBe(promotion.members);
    expect(page.products).toHaveLength(promotion.members);
    for (const product of page.products) {
      expect(product.promotions.map((offer) => offer.promotionId)).toContain(promotion.id);
    }
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it('pages a large offer with start and size', async () => {
    const promotion = await firstOf('true');
    expect(promotion.members).toBeGreaterThan(3);
    const first = v.parse(offerPageSchema, (await shop.get(`${OFFERS}/${promotion.id}?size=2`)).body);
    const second = v.parse(
      offerPageSchema,
      (await shop.get(`${OFFERS}/${promotion.id}?start=2&size=2`)).body,
    );
    expect(first.products).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(second.start).toBe(2);
    const seen = [...first.products, ...second.products].map((product) => product.lineNumber);
    expect(new Set(seen).size).toBe(4);
    expect(OFFER_PAGE_SIZE).toBe(48);
  });

  it("gives the offer the promoPath its products carry (a meal deal's is its own page)", async () => {
    const promotion = await firstOf(`p.promotion_type_code = 'MD'`);
    const page = v.parse(offerPageSchema, (await shop.get(`${OFFERS}/${promotion.id}?size=1`)).body);
    const carried = page.products[0]?.promotions.find((offer) => offer.promotionId === promotion.id);
    expect(carried?.promoPath).toBeDefined();
    expect(page.offer.promoPath).toBe(carried?.promoPath);
    expect(page.offer.groups.length).toBeGreaterThan(1);
  });

  it('marks a members-only offer', async () => {
    const promotion = await firstOf('p.loyalty_only');
    const page = v.parse(offerPageSchema, (await shop.get(`${OFFERS}/${promotion.id}`)).body);
    expect(page.offer.myWaitrosePromotion).toBe(true);
  });

  it('is not found for an unknown, hidden or finished offer', async () => {
    expect((await shop.get(`${OFFERS}/999999999`)).status).toBe(404);
    const [hidden] = await shop.rows<{ id: number }>('select id from promotions where hidden limit 1');
    if (hidden) expect((await shop.get(`${OFFERS}/${hidden.id}`)).status).toBe(404);
    const [finished] = await shop.rows<{ id: number }>(
      'select id from promotions where expiry_date < $1 or start_date > $1 limit 1',
      [CATALOGUE_TEST_DATE],
    );
    if (finished) expect((await shop.get(`${OFFERS}/${finished.id}`)).status).toBe(404);
    const answer = await shop.get(`${OFFERS}/999999999`);
    expect(answer.body).toEqual({ type: 'NOT_FOUND', message: 'No offer 999999999 today' });
  });

  it.each([
    ['abc', ''],
    ['1234567890', ''],
    ['-1', ''],
    ['700001', '?start=-1'],
    ['700001', '?start=x'],
    ['700001', '?size=0'],
    ['700001', '?size=101'],
  ])('refuses offer %s%s with a 400', async (id, query) => {
    const answer = await shop.get(`${OFFERS}/${id}${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.type).toBe('BAD_REQUEST');
  });
});

describe('bundles', () => {
  it('lists the seeded bundles, each linking to its page', async () => {
    const answer = await shop.get(BUNDLES_PATH);
    expect(answer.status).toBe(200);
    const { bundles } = v.parse(bundlesSchema, answer.body);
    expect(bundles.map((bundle) => bundle.title)).toEqual(BUNDLES.map((bundle) => bundle.title));
    expect(bundles[0]?.url).toBe(`/ecom/bundles/${BUNDLES[0]?.name}`);
  });

  it('answers a bundle with its groups, thresholds and products from their categories', async () => {
    const answer = await shop.get(`${BUNDLES_PATH}/sunday-roast`);
    expect(answer.status).toBe(200);
    const { bundle } = v.parse(bundleSchema, answer.body);
    expect(bundle.title).toBe('Sunday roast');
    expect(bundle.groups.map((group) => [group.title, group.threshold])).toEqual([
      ['The joint', 1],
      ['Vegetables', 3],
      ['Something to drink', 1],
    ]);
    const joint = bundle.groups[0]?.products ?? [];
    expect(joint.length).toBeGreaterThan(0);
    for (const product of joint) {
      expect(product.categories.map((category) => category.path).join(' ')).toContain(
        'groceries/fresh_and_chilled/meat_and_poultry/',
      );
    }
    // One from each named category in turn: the joint is not all chicken.
    expect(new Set(joint.slice(0, 4).map((product) => product.categories.at(-1)?.path)).size).toBe(4);
  });

  it('gives the same bundle every time', async () => {
    const a = (await shop.get(`${BUNDLES_PATH}/pizza-night`)).body;
    const b = (await shop.get(`${BUNDLES_PATH}/pizza-night`)).body;
    expect(a).toEqual(b);
  });

  it('is not found for an unknown bundle and refuses a malformed name', async () => {
    expect((await shop.get(`${BUNDLES_PATH}/no-such-bundle`)).status).toBe(404);
    expect((await shop.get(`${BUNDLES_PATH}/Sunday%20Roast`)).status).toBe(400);
  });
});
