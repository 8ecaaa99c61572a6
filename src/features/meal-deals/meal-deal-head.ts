import { SHOP_NAME } from '../../ui/brand.ts';

/** A meal deal's page is titled with the deal's name. */
export function mealDealPageHead(loaded: { name: string } | undefined) {
  return loaded ? { meta: [{ title: `${loaded.name} | ${SHOP_NAME}` }] } : {};
}
