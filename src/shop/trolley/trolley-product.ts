import type { Product } from '../../api/catalogue.ts';
import type { TrolleyProduct } from '../../domain/trolley.ts';

/**
 * What the trolley keeps of a catalogue product, so that a line it adds shows (name, image, price) before
 * the server answers.
 */
export function trolleyProductOf(product: Product): TrolleyProduct {
  return {
    id: product.id,
    lineNumber: product.lineNumber,
    name: product.name,
    brand: product.brand,
    size: product.size,
    productType: product.productType,
    availability: product.availability,
    thumbnail: product.thumbnail,
    maxPersonalisedMessageLength: product.maxPersonalisedMessageLength,
    substitutionsProhibited: product.substitutionsProhibited,
    containsAlcohol: product.containsAlcohol,
    currentSaleUnitPrice: product.currentSaleUnitPrice,
    defaultQuantity: product.defaultQuantity,
    itemWeightKg: product.weights.itemWeightKg ?? null,
    depositCharge: product.depositCharge,
    displayPrice: product.displayPrice,
  };
}
