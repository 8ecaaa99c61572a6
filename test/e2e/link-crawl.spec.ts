import type { Page } from '@playwright/test';
import { Header } from './pages/header.ts';
import { HomePage } from './pages/home.ts';
import { ProductListPage } from './pages/product-list.ts';
import { RegistrationPage } from './pages/registration.ts';
import { Shell } from './pages/shell.ts';
import { newShopper } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 18: every link on the home page, a browse page, a product page and the account menu leads to a real
 * page. The crawl collects each same-origin /ecom link on those pages (header, footer and account menu
 * included), then asks the server for each (it answers 404 for a path that is no page) and opens each in the
 * browser (which must not show the not-found page). Strict: no link is let off.
 */

/** The same-origin /ecom addresses the page links to (without fragments), as written in its anchors. */
async function storefrontLinks(page: Page): Promise<string[]> {
  const here = page.url();
  const origin = new URL(here).origin;
  const hrefs = await page.evaluate<string[]>(
    "[...document.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href') ?? '')",
  );
  const links = hrefs
    .filter((href) => href !== '' && !href.startsWith('#'))
    .map((href) => new URL(href, here))
    .filter((url) => url.origin === origin && url.pathname.startsWith('/ecom'))
    .map((url) => `${url.pathname}${url.search}`);
  return [...new Set(links)];
}

test('no link on the home, browse, product and account pages leads to the not-found page', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const shell = new Shell(page);
  const found = new Map<string, string>();
  const collect = async (where: string) => {
    for (const link of await storefrontLinks(page)) if (!found.has(link)) found.set(link, where);
  };

  // Signed in, so the account menu, the trolley and the slot button are there too.
  await new RegistrationPage(page).register(newShopper('crawl'));

  const home = new HomePage(page);
  await home.open();
  await expect(home.pods(home.offers).first()).toBeVisible();
  await collect('home');

  const header = new Header(page);
  await header.myAccount.click();
  await expect(page.getByRole('link', { name: 'Account overview' })).toBeVisible();
  await collect('account menu');

  await page.goto('/ecom/shop/browse/groceries/bakery');
  const results = new ProductListPage(page);
  await expect(results.pods.first()).toBeVisible();
  await collect('browse page');

  await results.pods.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/ecom\/products\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await collect('product page');

  expect(found.size).toBeGreaterThan(30);
  const dead: string[] = [];
  for (const [link, where] of found) {
    const answer = await page.request.get(link, { maxRedirects: 5 });
    if (answer.status() === 404) {
      dead.push(`${link} (on the ${where}): the server answers 404`);
      continue;
    }
    await page.goto(link);
    await page.waitForLoadState('networkidle');
    if (await shell.notFound.isVisible()) dead.push(`${link} (on the ${where}): the not-found page`);
  }
  expect(dead, `links that lead nowhere:\n${dead.join('\n')}`).toEqual([]);
});
