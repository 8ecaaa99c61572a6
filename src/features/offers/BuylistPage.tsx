import { useSuspenseQuery } from '@tanstack/react-query';
import { buylistAddressOf, buylistLineNumbersOf, buylistPathOf } from '../../domain/buylist.ts';
import { buttonClassName } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { ProductGrid, productCountText, useTrolleyActions } from '../catalogue/ProductListPage.tsx';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import styles from './Offers.module.css';
import { buylistQueryOptions } from './offers.queries.ts';

export const BUYLIST_TITLE = 'Shop this list';
export const BUYLIST_PREVIEW_TITLE = 'Ad preview';

export interface BuylistPageProps {
  /** Below shop/buylist: `{lineNumbers}` (joined with '+'), or `{lineNumbers}/preview` for the ad preview. */
  splat: string;
}

/**
 * The advertising-funded buylist (doc 3 §2 shop/buylist/{lineNumbers}): the products an advert names, looked
 * up by line number (doc 3 §7 Product lookup), each with Add; and its ad preview, read-only.
 */
export function BuylistPage({ splat }: BuylistPageProps) {
  const address = buylistAddressOf(splat);
  const { lineNumbers, ignored, capped } = buylistLineNumbersOf(address?.lineNumbers ?? '');
  const preview = address?.preview ?? false;
  const { data: products } = useSuspenseQuery(buylistQueryOptions(lineNumbers));
  const { onQuantityChange } = useTrolleyActions();
  const missing = lineNumbers.length - products.length;

  if (preview) {
    return (
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{BUYLIST_PREVIEW_TITLE}</h1>
          <p className={styles.lead}>
            How the advert’s {productCountText(products.length)} will look. Nothing can be added here.
          </p>
        </header>
        <section className={styles.preview} aria-label="Advert">
          <ProductGrid
            products={products}
            listName="buylist preview"
            listId={`buylist preview ${lineNumbers.join('+')}`}
            onQuantityChange={undefined}
          />
        </section>
        <p>
          <StorefrontLink
            href={buylistPathOf(lineNumbers)}
            className={buttonClassName({ variant: 'secondary' })}
          >
            Open the buylist
          </StorefrontLink>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{BUYLIST_TITLE}</h1>
        <p className={styles.lead}>{productCountText(products.length)}</p>
      </header>
      {(missing > 0 || ignored > 0 || capped) && (
        <Notice severity="INFORMATIVE">
          <p>Some of the products in this list are no longer sold, so they are not shown.</p>
        </Notice>
      )}
      {products.length > 0 ? (
        <ProductGrid
          products={products}
          listName="buylist"
          listId={`buylist ${lineNumbers.join('+')}`}
          onQuantityChange={onQuantityChange}
        />
      ) : (
        <p>None of these products are sold any more.</p>
      )}
    </div>
  );
}
