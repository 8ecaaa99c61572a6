/**
 * What the pin bar holds (doc 1 §2.3): notices that stay at the bottom of the window, such as the trolley
 * and slot summary of later issues. Anything in the page can pin a notice (`<Pinned id="...">`); the bar
 * shows them in the order they were pinned, and is not there at all while nothing is pinned.
 */
import type { ReactNode } from 'react';

export interface PinnedNotice {
  id: string;
  content: ReactNode;
}

export interface PinBarStore {
  /** Pins a notice, or updates it in its place when it is pinned already. */
  pin(id: string, content: ReactNode): void;
  unpin(id: string): void;
  getNotices(): readonly PinnedNotice[];
  subscribe(listener: () => void): () => void;
}

export function createPinBarStore(): PinBarStore {
  let notices: readonly PinnedNotice[] = [];
  const listeners = new Set<() => void>();
  const publish = (next: readonly PinnedNotice[]) => {
    notices = next;
    for (const listener of listeners) listener();
  };
  return {
    pin(id, content) {
      const index = notices.findIndex((notice) => notice.id === id);
      publish(
        index === -1
          ? [...notices, { id, content }]
          : notices.map((notice, at) => (at === index ? { id, content } : notice)),
      );
    },
    unpin(id) {
      if (notices.some((notice) => notice.id === id)) publish(notices.filter((notice) => notice.id !== id));
    },
    getNotices: () => notices,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
