import { useCallback } from 'react';
import { useShopDoor } from '../../shop/door/door.tsx';

/**
 * Opens the page's multi-search modal (the header's Multi-search button, the strip's 'Edit list'). Pressed
 * before the shop has arrived, it opens the modal as soon as the shop is there.
 */
export function useOpenMultiSearch(): () => void {
  const door = useShopDoor();
  return useCallback(() => {
    door.ready().then(
      (shop) => shop.multiSearch.open(),
      // A shop that cannot load is reported by the door, which opens the network error modal.
      () => {},
    );
  }, [door]);
}
