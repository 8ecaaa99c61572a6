/**
 * Whether the network error modal is open (doc 1 §8: "Generic network error", "Offline or no network").
 * The call layer opens it; only reloading the page closes it, so it is a one-way switch, not a flow.
 */
export type NetworkErrorState = 'hidden' | 'network error' | 'offline';

export interface NetworkErrorNotice {
  /** Opens the modal: 'offline' when the browser says it has no network. */
  show(): void;
  getState(): NetworkErrorState;
  subscribe(listener: () => void): () => void;
}

export function createNetworkErrorNotice(
  isOnline: () => boolean = () => globalThis.navigator?.onLine ?? true,
): NetworkErrorNotice {
  let state: NetworkErrorState = 'hidden';
  const listeners = new Set<() => void>();
  return {
    show() {
      if (state !== 'hidden') return;
      state = isOnline() ? 'network error' : 'offline';
      for (const listener of listeners) listener();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
