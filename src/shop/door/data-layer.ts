/**
 * The analytics data layer (doc 1 §7.5): events are pushed to `window.dataLayer`, which the tag manager
 * reads. Pushing never fails the page: without a window (tests in node) it does nothing.
 */

export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type PushToDataLayer = (event: DataLayerEvent) => void;

export const pushToDataLayer: PushToDataLayer = (event) => {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
};
