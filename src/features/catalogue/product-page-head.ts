import { SHOP_NAME } from '../../ui/brand.ts';

/** The product page's title is the product's name (doc 3 §2 gives product pages no title of their own). */
export function productPageHead(loaded: { name: string; summary: string | null } | undefined) {
  if (!loaded) return {};
  return {
    meta: [
      { title: `${loaded.name} | ${SHOP_NAME}` },
      ...(loaded.summary ? [{ name: 'description', content: loaded.summary }] : []),
    ],
  };
}
