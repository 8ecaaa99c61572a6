import { createContext, useContext } from 'react';

/** What the header and the strip may ask of the app's multi-search modal. */
export interface MultiSearchModalControls {
  /** Opens the modal with the stored list in its text box. */
  open(): void;
}

export const MultiSearchModalContext = createContext<MultiSearchModalControls | null>(null);

/** The app's modal controls, or null outside a `MultiSearchProvider`. */
export function useMultiSearchModal(): MultiSearchModalControls | null {
  return useContext(MultiSearchModalContext);
}
