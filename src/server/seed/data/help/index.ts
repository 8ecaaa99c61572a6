import accessibility from './accessibility.json' with { type: 'json' };
import contactUs from './contact-us.json' with { type: 'json' };
import customerService from './customer-service.json' with { type: 'json' };
import deliveryAndCollection from './delivery-and-collection.json' with { type: 'json' };
import helpIndex from './help-index.json' with { type: 'json' };
import type { ContentPage } from './model.ts';
import modernSlaveryStatement from './modern-slavery-statement.json' with { type: 'json' };
import ordersAndAmendments from './orders-and-amendments.json' with { type: 'json' };
import paymentsAndRefunds from './payments-and-refunds.json' with { type: 'json' };
import privacyNotice from './privacy-notice.json' with { type: 'json' };
import productRecalls from './product-recalls.json' with { type: 'json' };
import shared from './shared.json' with { type: 'json' };
import substitutions from './substitutions.json' with { type: 'json' };
import termsAndConditions from './terms-and-conditions.json' with { type: 'json' };
import websiteCookies from './website-cookies.json' with { type: 'json' };

const SHARED: Readonly<Record<string, unknown>> = shared;

/**
 * A page as written in its JSON file, with each `{ "shared": name }` replaced by the fragment of that
 * name in shared.json: what several pages show, written once (Customer Care's card carries the same help
 * line as the shell's, CUSTOMER_CARE_PHONE in src/domain/customer-care.ts, doc 1 §8, doc 2 §2). The page
 * model is ./model.ts; test/unit/content/help-content-contract.test.ts checks every page against the
 * storefront's schema.
 */
function withShared(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withShared);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node);
  const [first] = entries;
  if (entries.length === 1 && first?.[0] === 'shared') {
    const fragment = SHARED[String(first[1])];
    if (fragment === undefined) throw new Error(`help content: no shared fragment ${String(first[1])}`);
    return fragment;
  }
  return Object.fromEntries(entries.map(([key, value]) => [key, withShared(value)]));
}

const page = (json: unknown) => withShared(json) as ContentPage;

/**
 * The help and customer-service pages (doc 3 §2 "help-information/*"), by fragment name: the index is
 * `help-information`, each page `help-information/{its path}`.
 */
export const HELP_CONTENT: Readonly<Record<string, ContentPage>> = {
  'help-information': page(helpIndex),
  'help-information/customer-service': page(customerService),
  'help-information/contact-us': page(contactUs),
  'help-information/delivery-and-collection': page(deliveryAndCollection),
  'help-information/orders-and-amendments': page(ordersAndAmendments),
  'help-information/payments-and-refunds': page(paymentsAndRefunds),
  'help-information/substitutions': page(substitutions),
  'help-information/product-recalls': page(productRecalls),
  'help-information/privacy-notice': page(privacyNotice),
  'help-information/website-cookies': page(websiteCookies),
  'help-information/terms-and-conditions': page(termsAndConditions),
  'help-information/accessibility': page(accessibility),
  'help-information/modern-slavery-statement': page(modernSlaveryStatement),
};
