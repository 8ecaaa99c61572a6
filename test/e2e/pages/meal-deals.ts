import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/test.ts';
import { ProductControls } from './product.ts';

/** The meal deals listed on shop/featured/meal-deals (doc 3 §2). */
export class MealDealsPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Meal deals' });
  }

  deal(name: string): Locator {
    return this.page.getByRole('list', { name: 'Meal deals' }).getByRole('link', { name });
  }

  async open(): Promise<void> {
    await this.page.goto('/ecom/shop/featured/meal-deals');
    await expect(this.heading).toBeVisible();
  }
}

/** A meal deal's page (/ecom/shop/meal-deals/{id}; doc 3 §3 Meal deal): its price, groups and the shopper's deal. */
export class MealDealPage {
  constructor(private readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  get allForJust(): Locator {
    return this.page.getByText(/^All for just £\d+\.\d\d$/);
  }

  group(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** 'Your meal deal': where the shopper stands from their trolley. */
  get standing(): Locator {
    return this.page.getByRole('region', { name: 'Your meal deal' });
  }

  /** Adds one of a product from a group's pods. */
  async addFromGroup(group: string, product: string): Promise<void> {
    const pod = this.group(group)
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name: product }) });
    const controls = new ProductControls(this.page, product, pod.first());
    await controls.add();
    await expect(controls.quantity()).toHaveValue('1');
  }
}

/** The trolley page's meal deals and missed offers (doc 3 §3, §5). */
export class TrolleyOffers {
  constructor(private readonly page: Page) {}

  get mealDeals(): Locator {
    return this.page.getByRole('region', { name: 'Meal deals' });
  }

  mealDeal(name: string): Locator {
    return this.mealDeals
      .getByRole('list', { name: 'Your meal deals' })
      .getByRole('listitem')
      .filter({
        has: this.page.getByRole('link', { name }),
      });
  }

  get missedOffers(): Locator {
    return this.page.getByRole('region', { name: 'Offers you’re missing' });
  }

  get savingsTotal(): Locator {
    return this.page.getByTestId('savings-total');
  }
}
