import { createContext, type ReactNode, use, useLayoutEffect, useSyncExternalStore } from 'react';
import { createPinBarStore, type PinBarStore } from './pin-bar.ts';
import styles from './Shell.module.css';

const PinBarContext = createContext<PinBarStore>(createPinBarStore());

/** Gives a part of the tree its own pin bar (tests; the app uses the one made with the context). */
export function PinBarProvider({ store, children }: { store: PinBarStore; children: ReactNode }) {
  return <PinBarContext value={store}>{children}</PinBarContext>;
}

/** The pin bar (doc 1 §2.3): a region at the bottom of the window, there only while something is pinned. */
export function PinBar() {
  const store = use(PinBarContext);
  const notices = useSyncExternalStore(store.subscribe, store.getNotices, store.getNotices);
  if (notices.length === 0) return null;
  return (
    <aside className={styles.pinBar} aria-label="Pinned">
      {notices.map((notice) => (
        <div key={notice.id} className={styles.pinned}>
          {notice.content}
        </div>
      ))}
    </aside>
  );
}

/** Pins its children to the pin bar for as long as it is rendered. */
export function Pinned({ id, children }: { id: string; children: ReactNode }) {
  const store = use(PinBarContext);
  useLayoutEffect(() => () => store.unpin(id), [store, id]);
  useLayoutEffect(() => store.pin(id, children), [store, id, children]);
  return null;
}
