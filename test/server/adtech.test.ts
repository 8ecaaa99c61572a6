import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannersAnswerSchema } from '../../src/contract/adtech.ts';
import { SPONSORSHIP_BANNERS } from '../../src/server/seed/data/sponsorship-banners.ts';
import { type CatalogueFixture, createCatalogueFixture } from './support/catalogue-fixture.ts';

// The mega menu's sponsorship banners and their tracking (doc 3 §3, §7; docs/api/adtech.md).
let f: CatalogueFixture;
beforeAll(async () => {
  f = await createCatalogueFixture(200);
});
afterAll(async () => {
  await f?.close();
});

const ADTECH = '/api/adtech-prod/v1';
const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const post = (body: unknown, headers: Record<string, string> = { uuid: UUID }) =>
  f.app.request(`${ADTECH}/banners`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  });

async function categoryIdOf(path: string): Promise<string> {
  const [row] = await f.rows<{ id: number }>('select id from categories where path = $1', [path]);
  if (!row) throw new Error(`no category ${path}`);
  return String(row.id);
}

const request = (categories: string[]) => ({
  type: 'mega-menu',
  categories,
  style: 'traffic_driver',
  trolleyId: null,
});

describe('POST adtech-{env}/v1/banners', () => {
  it("answers the banners of the categories that have one, linking to the shop's pages", async () => {
    const bakery = await categoryIdOf('groceries/bakery');
    const frozen = await categoryIdOf('groceries/frozen');
    const response = await post(request([bakery, frozen]));
    expect(response.status).toBe(200);
    const answer = v.parse(bannersAnswerSchema, await response.json());
    expect(answer.banners).toHaveLength(1);
    const [banner] = answer.banners;
    expect(banner).toMatchObject({
      id: 'bakery-morning-goods',
      categoryId: bakery,
      textArea: {
        link: { url: '/ecom/shop/browse/groceries/bakery/morning_goods', text: 'Shop morning goods' },
      },
      image: { src: `${ADTECH}/creatives/bakery-morning-goods` },
      tracking: {
        impressionUrls: [`${ADTECH}/tracking/impression/bakery-morning-goods`],
        clickUrls: [`${ADTECH}/tracking/click/bakery-morning-goods`],
      },
    });
  });

  it('links an offers banner to the offers page of its category', async () => {
    const fresh = await categoryIdOf('groceries/fresh_and_chilled');
    const answer = v.parse(bannersAnswerSchema, await (await post(request([fresh]))).json());
    expect(answer.banners[0]?.textArea.link.url).toBe(
      '/ecom/shop/browse/offers/groceries_offers/fresh_and_chilled_offers',
    );
  });

  it('seeds every banner on a department of the taxonomy', async () => {
    const rows = await f.rows<{ banner: string }>('select banner from categories where banner is not null');
    expect(rows.map((row) => row.banner).sort()).toEqual(SPONSORSHIP_BANNERS.map((b) => b.id).sort());
  });

  it('takes a request without trolleyId, as the call layer sends a null one', async () => {
    const { trolleyId: _left, ...withoutTrolley } = request([await categoryIdOf('groceries/bakery')]);
    const answer = v.parse(bannersAnswerSchema, await (await post(withoutTrolley)).json());
    expect(answer.banners.map((banner) => banner.id)).toEqual(['bakery-morning-goods']);
  });

  it('answers no banners for categories without one', async () => {
    const answer = v.parse(bannersAnswerSchema, await (await post(request(['10051', '999999']))).json());
    expect(answer.banners).toEqual([]);
  });

  it.each([
    ['no uuid header', request(['10051']), {}],
    ['a uuid header that is not a uuid', request(['10051']), { uuid: 'not-a-uuid' }],
    ['another type', { ...request(['10051']), type: 'homepage' }, { uuid: UUID }],
    ['another style', { ...request(['10051']), style: 'billboard' }, { uuid: UUID }],
    ['no categories', request([]), { uuid: UUID }],
    ['a category that is not an id', request(['1; drop table']), { uuid: UUID }],
    ['too many categories', request(Array.from({ length: 11 }, (_, i) => String(i + 1))), { uuid: UUID }],
    ['an unknown field', { ...request(['10051']), extra: 1 }, { uuid: UUID }],
    ['not JSON', '{', { uuid: UUID }],
  ])('refuses %s with 400', async (_name, body, headers) => {
    const response = await post(body, headers);
    expect(response.status).toBe(400);
  });

  it('refuses a body larger than 2 KB with 413', async () => {
    const response = await post({ ...request(['10051']), trolleyId: 'x'.repeat(3000) });
    expect(response.status).toBe(413);
  });
});

describe('sponsorship tracking', () => {
  const counts = async (id: string) => (await f.get(`${ADTECH}/tracking/${id}`)).body;
  const track = (kind: string, id: string) =>
    f.app.request(`${ADTECH}/tracking/${kind}/${id}`, { method: 'POST' });

  it('records impressions and clicks of a banner', async () => {
    const id = 'tea-coffee-offers';
    expect(await counts(id)).toEqual({ bannerId: id, impressions: 0, clicks: 0 });
    expect((await track('impression', id)).status).toBe(204);
    expect((await track('impression', id)).status).toBe(204);
    expect((await track('click', id)).status).toBe(204);
    expect(await counts(id)).toEqual({ bannerId: id, impressions: 2, clicks: 1 });
  });

  it('counts every one of many impressions recorded at once (one row, an atomic upsert)', async () => {
    const id = 'bakery-morning-goods';
    const before = await counts(id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => track('impression', id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(204));
    expect(await counts(id)).toEqual({ ...before, impressions: before.impressions + 20 });
  });

  it.each([
    ['an unknown kind', 'view', 'tea-coffee-offers'],
    ['an unknown banner', 'impression', 'no-such-banner'],
    ['a malformed id', 'click', 'Tea%20Coffee'],
  ])('refuses %s with 404 and records nothing', async (_name, kind, id) => {
    expect((await track(kind, id)).status).toBe(404);
  });

  it('serves the creative as an image', async () => {
    const response = await f.app.request(`${ADTECH}/creatives/bakery-morning-goods`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('Shop Bakery');
    expect((await f.app.request(`${ADTECH}/creatives/nope`)).status).toBe(404);
  });
});
