import { AccountPage } from './pages/account.ts';
import { Pictures } from './pages/pictures.ts';
import { ProductListPage } from './pages/product-list.ts';
import { SignInPage } from './pages/sign-in.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import { SEEDED_PASSWORD } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

// Product pictures (issue 18): packshots a shopper can tell apart, every one sized so nothing shifts, the
// first screen's pictures loaded at once, and on a phone a product's price and Add on its first screen.

/** Pods a list loads at once (src/features/catalogue/ProductGrid.tsx FIRST_SCREEN_PODS). */
const FIRST_SCREEN_PODS = 6;

test('search results show pictures that differ between products, all sized, the first screen loaded at once', async ({
  page,
}) => {
  const results = new ProductListPage(page);
  const pictures = new Pictures(page);
  await results.search('cheese');
  await expect(results.resultsHeading('cheese')).toBeVisible({ timeout: 20_000 });
  await expect(results.pods.first()).toBeVisible();

  const podPictures = results.pods.locator('img');
  const count = await podPictures.count();
  expect(count).toBeGreaterThan(FIRST_SCREEN_PODS);
  const facts = await Promise.all(
    Array.from({ length: count }, (_, index) => pictures.facts(podPictures.nth(index))),
  );
  // Every picture has its size set, so nothing moves as pictures arrive.
  for (const picture of facts) {
    expect(picture.width).toBe('160');
    expect(picture.height).toBe('160');
    expect(picture.src).toMatch(/\/api\/images-[a-z]+\/v1\/products\/\d+\/small\.svg\?v=\w+$/);
  }
  // The first screen's pictures load at once and first; the rest wait until they come near.
  expect(facts[0]?.loading).toBe('eager');
  expect(facts[0]?.fetchPriority).toBe('high');
  expect(facts.slice(0, FIRST_SCREEN_PODS).every((picture) => picture.loading === 'eager')).toBe(true);
  expect(facts.slice(FIRST_SCREEN_PODS).every((picture) => picture.loading === 'lazy')).toBe(true);
  for (let index = 0; index < FIRST_SCREEN_PODS; index++) {
    await expect.poll(async () => (await pictures.facts(podPictures.nth(index))).loaded).toBe(true);
  }

  // Two different products are drawn differently (another brand's colours, another food or pack).
  const [first, second] = facts;
  expect(first?.src).not.toBe(second?.src);
  const [firstDrawing, secondDrawing] = await Promise.all([
    pictures.drawing(first?.src ?? ''),
    pictures.drawing(second?.src ?? ''),
  ]);
  expect(firstDrawing).toContain('<svg');
  expect(firstDrawing).not.toBe(secondDrawing);

  // Every picture loads once scrolled to.
  await podPictures.last().scrollIntoViewIfNeeded();
  await expect.poll(async () => (await pictures.facts(podPictures.last())).loaded).toBe(true);
});

for (const signedIn of [false, true]) {
  test(`on a 390 px phone a product's page shows its price and Add on the first screen (${signedIn ? 'signed in' : 'signed out'})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    if (signedIn) {
      const signIn = new SignInPage(page);
      await signIn.open('/ecom/login?redirect=%2Fecom%2Fmyaccount');
      await signIn.signIn('shopper@example.com', SEEDED_PASSWORD);
      await expect(new AccountPage(page).heading).toBeVisible();
    }
    const results = new ProductListPage(page);
    await results.search('milk');
    await expect(results.resultsHeading('milk')).toBeVisible({ timeout: 20_000 });
    const buyable = results.pods
      .filter({ has: page.getByRole('button', { name: /^Add .+ to trolley$/ }) })
      .first();
    const name = await results.podName(buyable);
    const href = await buyable.getByRole('link', { name }).getAttribute('href');
    await page.goto(href ?? '');

    const product = page.getByRole('article', { name });
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const price = product.getByText(/^(Estimated price )?(£\d+\.\d\d|\d+p)$/).first();
    const add = product.getByRole('button', { name: `Add ${name} to trolley` });
    await expect(price).toBeInViewport({ ratio: 1 });
    await expect(add).toBeInViewport({ ratio: 1 });

    // The product's picture is the largest in view: never lazy, sized, and loaded.
    const pictures = new Pictures(page);
    const picture = product.getByRole('img', { name });
    const facts = await pictures.facts(picture);
    expect(facts).toMatchObject({ loading: 'eager', fetchPriority: 'high', width: '480', height: '480' });
    await expect.poll(async () => (await pictures.facts(picture)).loaded).toBe(true);

    // The phone layout (the picture beside the name) keeps the page accessible.
    expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);
  });
}
