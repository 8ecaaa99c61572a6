/**
 * Feature flags that are on (doc 1 §9, doc 3 §9 "Experiments and flags"); every other flag is off. deliveryPass is
 * not in doc 1 §9's list: issue 17 builds the delivery pass behind it with the account menu's item showing.
 */
export const ENABLED_FEATURES = [
  'deliveryPass',
  'loyalty_competitions',
  'manualAddressFormOnly',
  'multisearch',
  'savePaymentCard',
  'searchHistory',
] as const;

export type Feature = (typeof ENABLED_FEATURES)[number];

export function isFeatureEnabled(name: string): name is Feature {
  return (ENABLED_FEATURES as readonly string[]).includes(name);
}
