import { ACCESSIBILITY } from './accessibility.ts';
import { CONTACT_US } from './contact-us.ts';
import { CUSTOMER_SERVICE } from './customer-service.ts';
import { DELIVERY_AND_COLLECTION } from './delivery-and-collection.ts';
import { HELP_INDEX } from './help-index.ts';
import type { ContentPage } from './model.ts';
import { MODERN_SLAVERY_STATEMENT } from './modern-slavery-statement.ts';
import { ORDERS_AND_AMENDMENTS } from './orders-and-amendments.ts';
import { PAYMENTS_AND_REFUNDS } from './payments-and-refunds.ts';
import { PRIVACY_NOTICE } from './privacy-notice.ts';
import { PRODUCT_RECALLS } from './product-recalls.ts';
import { SUBSTITUTIONS } from './substitutions.ts';
import { TERMS_AND_CONDITIONS } from './terms-and-conditions.ts';
import { WEBSITE_COOKIES } from './website-cookies.ts';

/**
 * The help and customer-service pages (doc 3 §2 "help-information/*"), by fragment name: the index is
 * `help-information`, each page `help-information/{its path}`.
 */
export const HELP_CONTENT: Readonly<Record<string, ContentPage>> = {
  'help-information': HELP_INDEX,
  'help-information/customer-service': CUSTOMER_SERVICE,
  'help-information/contact-us': CONTACT_US,
  'help-information/delivery-and-collection': DELIVERY_AND_COLLECTION,
  'help-information/orders-and-amendments': ORDERS_AND_AMENDMENTS,
  'help-information/payments-and-refunds': PAYMENTS_AND_REFUNDS,
  'help-information/substitutions': SUBSTITUTIONS,
  'help-information/product-recalls': PRODUCT_RECALLS,
  'help-information/privacy-notice': PRIVACY_NOTICE,
  'help-information/website-cookies': WEBSITE_COOKIES,
  'help-information/terms-and-conditions': TERMS_AND_CONDITIONS,
  'help-information/accessibility': ACCESSIBILITY,
  'help-information/modern-slavery-statement': MODERN_SLAVERY_STATEMENT,
};
