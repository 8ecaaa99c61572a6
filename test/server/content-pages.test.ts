import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { contentFragments } from '../../src/server/db/schema.ts';
import { createMemoryLogger } from '../../src/server/logger.ts';
import { FOOTER_CONTENT } from '../../src/server/seed/data/footer.ts';
import { HELP_CONTENT } from '../../src/server/seed/data/help/index.ts';
import { ensureSeeded } from '../../src/server/seed/index.ts';
import { createTestDatabase } from './support/test-database.ts';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSeeded(database.db, { products: 50 });
  app = createApp({ database, logger: createMemoryLogger(), apiEnv: 'prod' });
});

afterAll(async () => {
  await database?.close();
});

const fragment = (name: string) => app.request(`/api/content-prod/v2/fragments/${name}?clientType=WEB_APP`);

describe('help and customer-service pages from the content store (doc 3 §2, §7)', () => {
  it.each(Object.keys(HELP_CONTENT))('serves %s as it was seeded', async (name) => {
    const response = await fragment(name);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual({ name, content: HELP_CONTENT[name] });
  });

  it('has a page behind every help link of the footer', async () => {
    const links = [...FOOTER_CONTENT.support.links, ...FOOTER_CONTENT.siteLinks]
      .map((link) => link.href)
      .filter((href) => href.startsWith('/ecom/help-information'));
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const href of links) {
      const response = await fragment(href.replace(/^\/ecom\//, ''));
      expect(response.status, href).toBe(200);
    }
  });

  it('accepts slash-separated names given with an encoded slash too', async () => {
    const response = await fragment('help-information%2Fprivacy-notice');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'help-information/privacy-notice' });
  });

  it.each([
    ['help-information/no-such-page', 404, 'NOT_FOUND'],
    ['help-information/privacy-notice/more', 404, 'NOT_FOUND'],
    ['help-information/Privacy-Notice', 400, 'BAD_REQUEST'],
    ['help-information//privacy-notice', 400, 'BAD_REQUEST'],
    ['help-information/', 400, 'BAD_REQUEST'],
    ['help-information/privacy_notice', 400, 'BAD_REQUEST'],
    ['help-information/.hidden', 400, 'BAD_REQUEST'],
    [`help-information/${'a'.repeat(120)}`, 400, 'BAD_REQUEST'],
  ])('answers %s with %i %s', async (name, status, type) => {
    const response = await fragment(name);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ type });
  });

  it('leaves a page edited since seeding alone on the next start', async () => {
    const edited = { ...HELP_CONTENT['help-information/substitutions'], title: 'Substitutions (edited)' };
    await database.db
      .update(contentFragments)
      .set({ content: edited })
      .where(eq(contentFragments.name, 'help-information/substitutions'));
    await ensureSeeded(database.db, { products: 50 });
    const response = await fragment('help-information/substitutions');
    expect(await response.json()).toMatchObject({ content: { title: 'Substitutions (edited)' } });
  });
});

describe('content slots: fragments the storefront always asks for (doc 1 §2.3 site banner)', () => {
  it('answers an empty slot with 200 and content null, cacheable like any fragment', async () => {
    const response = await fragment('site-banner');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual({ name: 'site-banner', content: null });
  });

  it('answers the notice once there is one', async () => {
    const notice = {
      id: 'easter-2026',
      message: 'Order by 1 April for Easter delivery.',
      severity: 'WARNING',
    };
    await database.db.insert(contentFragments).values({ name: 'site-banner', content: notice });
    try {
      const response = await fragment('site-banner');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ name: 'site-banner', content: notice });
    } finally {
      await database.db.delete(contentFragments).where(eq(contentFragments.name, 'site-banner'));
    }
  });

  it.each(['no-such-fragment', 'site-banner/more', 'site-banners'])(
    'still answers a name that is no fragment and no slot (%s) with 404',
    async (name) => {
      const response = await fragment(name);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ type: 'NOT_FOUND' });
    },
  );
});
