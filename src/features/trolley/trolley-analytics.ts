import { type PushToDataLayer, pushToDataLayer } from '../../shop/door/data-layer.ts';

/**
 * The trolley page's analytics events (doc 1 §7.5): opening the note field, saving a note, and declining
 * substitution of an item. Each names the product by its line number.
 */
export type TrolleyPodEvent =
  | 'product_pod_add_note_clicked'
  | 'product_pod_save_note'
  | 'product_pod_decline_substitution';

export function trackTrolleyPod(
  event: TrolleyPodEvent,
  item: { lineNumber: string; name: string },
  push: PushToDataLayer = pushToDataLayer,
): void {
  push({ event, product: { id: item.lineNumber, name: item.name }, location: 'trolley' });
}
