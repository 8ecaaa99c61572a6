import type { Locator, Page } from '@playwright/test';

type Unit = 'items' | 'kilograms';

/**
 * A product's controls, wherever they show: its own page (/ecom/products/...) or its pod in a list (pass
 * the pod as `within`). Add, one more, the quantity and the unit it is bought by (doc 3 §6).
 */
export class ProductControls {
  private readonly scope: Locator | Page;

  constructor(
    private readonly page: Page,
    readonly name: string,
    within?: Locator,
  ) {
    this.scope = within ?? page;
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.name });
  }

  get addButton(): Locator {
    return this.scope.getByRole('button', { name: `Add ${this.name} to trolley` });
  }

  quantity(unit: Unit = 'items'): Locator {
    return this.scope.getByRole('textbox', { name: `${this.name}: quantity in ${unit}` });
  }

  get units(): Locator {
    return this.scope.getByRole('group', { name: `Buy ${this.name} by` });
  }

  get breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  }

  /** 'Back to ...' the product's category. */
  get backLink(): Locator {
    return this.page.getByRole('link', { name: /^Back to / });
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async add(): Promise<void> {
    await this.addButton.click();
  }

  /** Presses + `times` times, as fast as the shopper can. */
  async addMore(times = 1): Promise<void> {
    const more = this.scope.getByRole('button', { name: `Add 1 more of ${this.name}` });
    for (let press = 0; press < times; press += 1) await more.click();
  }

  async buyBy(unit: 'Items' | 'kg'): Promise<void> {
    await this.units.getByRole('radio', { name: unit }).check();
  }
}
