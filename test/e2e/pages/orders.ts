import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/test.ts';

/** My Orders (/ecom/myaccount/my-orders; doc 2 §2): pending and previous orders, and what each allows. */
export class MyOrdersPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'My Orders' });
  }

  get pending(): Locator {
    return this.page.getByRole('region', { name: 'Pending orders' });
  }

  get previous(): Locator {
    return this.page.getByRole('region', { name: 'Previous orders' });
  }

  /** An order's card, in whichever section it is. */
  order(customerOrderId: string, within: Locator = this.page.getByRole('main')): Locator {
    return within.getByRole('article', { name: `Order ${customerOrderId}` });
  }

  /** From any page, as a shopper goes there: My Account in the header, then My orders. */
  async openFromHeader(): Promise<void> {
    await this.page.getByRole('button', { name: 'My Account' }).click();
    await this.page.getByRole('banner').getByRole('link', { name: 'My orders', exact: true }).click();
    await expect(this.heading).toBeVisible();
  }
}

/** View Order (/ecom/myaccount/my-orders/order/{customerOrderId}). */
export class ViewOrderPage {
  constructor(private readonly page: Page) {}

  heading(customerOrderId: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Order ${customerOrderId}` });
  }

  get lines(): Locator {
    return this.page.getByRole('region', { name: /^Your items/ }).getByRole('listitem');
  }

  action(name: 'Amend order' | 'Change slot' | 'Cancel order' | 'Pay now'): Locator {
    return this.page
      .getByRole('main')
      .getByRole(name === 'Pay now' ? 'link' : 'button', { name, exact: true });
  }
}

/** The 'Cancel order?' confirmation of the order actions. */
export async function confirmCancelOrder(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Cancel order?' })
    .getByRole('button', { name: 'Cancel order', exact: true })
    .click();
}

/** resolve-order-payment/{customerOrderId} (doc 2 §2, §3 Payment resolution). */
export class ResolvePaymentPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Resolve payment' });
  }
}
