import type { Locator } from '@playwright/test';
import { Header } from './pages/header.ts';
import { Navigation } from './pages/navigation.ts';
import { ProductListPage } from './pages/product-list.ts';
import { RegistrationPage } from './pages/registration.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import { sponsorshipCounts } from './support/shop-api.ts';
import { newShopper } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

// The header's menus in Chromium against the real server (issue 18; doc 3 §2, §4, §7, §9): the Groceries
// mega menu by keyboard alone on a large screen, the burger menu on a phone, and a phone's header that fits.

test('the Groceries menu, by keyboard alone, reaches a category four levels down', async ({ page }) => {
  const nav = new Navigation(page);
  await page.goto('/ecom/');
  await nav.tabToGroceries();
  await expect(nav.groceriesButton).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(nav.groceriesButton).toHaveAttribute('aria-expanded', 'true');
  const groceries = nav.megaMenuList('Groceries');
  await expect(groceries.getByRole('link', { name: 'View all Groceries' })).toHaveAttribute(
    'href',
    '/ecom/shop/browse/groceries',
  );
  // The focus is on the first department.
  await expect(groceries.getByRole('button', { name: 'Fresh & Chilled' })).toBeFocused();

  const seenBefore = (await sponsorshipCounts(page, 'bakery-morning-goods')).impressions;
  // Down to Bakery, Enter opens its list (the disclosure's aria-expanded) with View all and Offers.
  await nav.arrowDownTo('Bakery');
  await page.keyboard.press('Enter');
  await expect(groceries.getByRole('button', { name: 'Bakery' })).toHaveAttribute('aria-expanded', 'true');
  const bakery = nav.megaMenuList('Bakery');
  await expect(bakery.getByRole('link', { name: 'View all Bakery' })).toBeVisible();
  await expect(bakery.getByRole('link', { name: 'Bakery Offers' })).toHaveAttribute(
    'href',
    '/ecom/shop/browse/offers/groceries_offers/bakery_offers',
  );
  // Bakery's sponsorship banner, fetched as its list opened (POST adtech/banners).
  await expect(page.getByRole('complementary', { name: 'Sponsored' })).toContainText('Croissants');
  // Its impression is tracked: the banner's impression URL was called.
  await expect
    .poll(async () => (await sponsorshipCounts(page, 'bakery-morning-goods')).impressions)
    .toBeGreaterThan(seenBefore);
  await expect(bakery.getByRole('button', { name: 'Bread' })).toBeFocused();

  // Left goes back up to Bakery; Right goes down again.
  await page.keyboard.press('ArrowLeft');
  await expect(nav.megaMenuList('Bakery')).toHaveCount(0);
  await expect(groceries.getByRole('button', { name: 'Bakery' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(bakery.getByRole('button', { name: 'Bread' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const bread = nav.megaMenuList('Bread');
  // The last list's entries are links to their pages.
  await expect(bread.getByRole('link', { name: 'White Bread' })).toBeFocused();

  expect(await accessibilityFailures(page)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/ecom/shop/browse/groceries/bakery/bread/white_bread');
  await expect(new ProductListPage(page).heading('White Bread')).toBeVisible();
  await expect(nav.groceriesButton).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.megaMenu).toHaveCount(0);
});

test('Escape closes the Groceries menu and gives the focus back to its button; an outside click closes it', async ({
  page,
}) => {
  const nav = new Navigation(page);
  await page.goto('/ecom/');
  await nav.groceriesButton.click();
  await expect(nav.megaMenu).toBeVisible();
  await nav.megaMenu.getByRole('button', { name: 'Fruit & Vegetables' }).click();
  await expect(nav.megaMenuList('Fruit & Vegetables')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.megaMenu).toHaveCount(0);
  await expect(nav.groceriesButton).toBeFocused();

  // Opened again, it starts at its top list.
  await page.keyboard.press('Enter');
  await expect(nav.megaMenuList('Groceries')).toBeVisible();
  await expect(nav.megaMenuList('Fruit & Vegetables')).toHaveCount(0);
  // The top-left corner of the page: the top strip's margin, outside the menu.
  await page.mouse.click(2, 2);
  await expect(nav.megaMenu).toHaveCount(0);
  await expect(nav.groceriesButton).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the burger menu reaches a category four levels down, and 'Back up a level' goes back", async ({
    page,
  }) => {
    const nav = new Navigation(page);
    await page.goto('/ecom/');
    await nav.openBurgerMenu();
    await expect(nav.burgerButton).toHaveAttribute('aria-expanded', 'true');
    // Level 0: Groceries and the header's links, the top strip's among them.
    await expect(nav.burgerLink('Offers')).toBeVisible();
    await expect(nav.burgerMenu.getByRole('link', { name: /Find a store/ })).toBeVisible();
    // The page behind does not scroll.
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    await nav.burgerEntry('Groceries').click();
    await expect(nav.burgerHeading('Groceries')).toBeVisible();
    await nav.burgerEntry('Bakery').click();
    await expect(nav.burgerHeading('Bakery')).toBeVisible();
    await expect(nav.burgerLink('Bakery Offers')).toBeVisible();

    await nav.backUpALevel.click();
    await expect(nav.burgerHeading('Groceries')).toBeVisible();
    await expect(nav.burgerEntry('Bakery')).toBeVisible();

    await nav.burgerEntry('Bakery').click();
    await nav.burgerEntry('Bread').click();
    await expect(nav.burgerHeading('Bread')).toBeVisible();
    expect(await accessibilityFailures(page)).toEqual([]);

    await nav.burgerLink('White Bread').click();
    await expect(page).toHaveURL('/ecom/shop/browse/groceries/bakery/bread/white_bread');
    await expect(new ProductListPage(page).heading('White Bread')).toBeVisible();
    await expect(nav.burgerMenu).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('the burger menu closes when the window changes width', async ({ page }) => {
    const nav = new Navigation(page);
    await page.goto('/ecom/');
    await nav.openBurgerMenu();
    await page.setViewportSize({ width: 700, height: 844 });
    await expect(nav.burgerMenu).toBeHidden();
    await expect(nav.burgerButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header fits: logo, search, account, trolley and Book Slot side by side, none cut off', async ({
    page,
  }) => {
    test.slow();
    const shopper = newShopper('navigation-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await new RegistrationPage(page).register(shopper);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ecom/');
    const header = new Header(page);
    const nav = new Navigation(page);
    await expect(header.trolleyCount).toBeVisible();
    const banner = page.getByRole('banner');
    const parts: Record<string, Locator> = {
      menu: nav.burgerButton,
      logo: banner.getByRole('link', { name: /Waitrose/ }).first(),
      search: banner.getByRole('button', { name: 'Search' }),
      account: banner.getByRole('button', { name: /My Account/i }),
      trolley: banner.getByRole('link', { name: /trolley/i }),
      bookSlot: header.slotButton,
    };
    const boxes: Array<[string, { x: number; y: number; width: number; height: number }]> = [];
    for (const [name, part] of Object.entries(parts)) {
      await expect(part, name).toBeVisible();
      const box = await part.boundingBox();
      if (!box) throw new Error(`${name} has no box`);
      // Inside the screen, not cut off at either side.
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
      boxes.push([name, box]);
    }
    for (const [i, [a, boxA]] of boxes.entries()) {
      for (const [b, boxB] of boxes.slice(i + 1)) {
        const apart =
          boxA.x + boxA.width <= boxB.x ||
          boxB.x + boxB.width <= boxA.x ||
          boxA.y + boxA.height <= boxB.y ||
          boxB.y + boxB.height <= boxA.y;
        expect(apart, `${a} and ${b} overlap`).toBe(true);
      }
    }
    await page.screenshot({ path: test.info().outputPath('header-390.png') });
  });
});
