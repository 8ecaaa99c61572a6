import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { PushToDataLayer } from '../../app/analytics/data-layer.ts';
import { reportError } from '../../app/error-reporting.ts';
import { onDemand } from '../../ui/on-demand.ts';
import { MultiSearchModalContext, type MultiSearchModalControls } from './multi-search-context.ts';
import type { MultiSearchListStore } from './multi-search-list.ts';
import type { MultiSearchDialog } from './multi-search-machinery.ts';

/** The modal and its machine load when it is first opened, not with the page (issue 5). */
const machinery = onDemand(() => import('./multi-search-machinery.ts'));

export interface MultiSearchProviderProps {
  children: ReactNode;
  /** The browser's stored list unless given. */
  store?: MultiSearchListStore;
  /** The page's data layer unless given. */
  pushEvent?: PushToDataLayer;
}

/**
 * The page's multi-search modal, given its storage, navigation and analytics. The header and the strip
 * open it through `useMultiSearchModal()`; its actor starts the first time they do.
 */
export function MultiSearchProvider({ children, store, pushEvent }: MultiSearchProviderProps) {
  const router = useRouter();
  const [dialog, setDialog] = useState<MultiSearchDialog | null>(null);
  const started = useRef<MultiSearchDialog | null>(null);
  const mounted = useRef(false);
  const given = useRef({ store, pushEvent });
  given.current = { store, pushEvent };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      started.current?.stop();
      started.current = null;
    };
  }, []);

  const controls = useMemo<MultiSearchModalControls>(
    () => ({
      open: () => {
        if (started.current) {
          started.current.open();
          return;
        }
        machinery.load().then(
          (module) => {
            if (!mounted.current) return;
            started.current ??= module.startMultiSearch({
              ...given.current,
              navigate: (path) => void router.navigate({ href: path }),
            });
            setDialog(started.current);
            started.current.open();
          },
          (error: unknown) => reportError(error, { caught: 'multi-search' }),
        );
      },
    }),
    [router],
  );

  const Modal = dialog ? machinery.loaded()?.MultiSearchModal : undefined;
  return (
    <MultiSearchModalContext.Provider value={controls}>
      {children}
      {dialog && Modal && <Modal actor={dialog.actor} />}
    </MultiSearchModalContext.Provider>
  );
}
