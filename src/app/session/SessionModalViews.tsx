/**
 * The session's and the call layer's modals (doc 1 §8). They open only on rare events, so their code is not
 * part of the page's first script (issue 5); SessionModals.tsx decides when it loads.
 */
import { useSyncExternalStore } from 'react';
import { selectLogoutFailed, selectSessionTimedOut } from '../../../machines/session.selectors.ts';
import { useShopDoor } from '../../shop/door/door.tsx';
import { useOptionalAppSession, useSessionActor, useSessionSelector } from '../../shop/door/session-hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

/** doc 1 §8, doc 2 §8: cannot be closed; 'Refresh now' reloads the page. */
export function SessionTimeoutModal() {
  const session = useSessionActor();
  const open = useSessionSelector(selectSessionTimedOut);
  return (
    <Modal
      open={open}
      role="alertdialog"
      title="Sorry, your session has timed out"
      actions={<Button onClick={() => session.send({ type: 'REFRESH_PAGE' })}>Refresh now</Button>}
    >
      <p>To secure your data, you've been timed out. Please refresh the page to complete your order</p>
    </Modal>
  );
}

/** doc 1 §8 "Logout failure": the shopper is still signed in, and may try again. */
export function LogoutErrorModal() {
  const session = useSessionActor();
  const open = useSessionSelector(selectLogoutFailed);
  const dismiss = () => session.send({ type: 'DISMISS_LOGOUT_ERROR' });
  return (
    <Modal
      open={open}
      role="alertdialog"
      title="Unable to log out"
      onClose={dismiss}
      actions={<Button onClick={dismiss}>OK</Button>}
    >
      <p>Sorry, we couldn't log you out. You're still signed in; please try again in a moment.</p>
    </Modal>
  );
}

/** doc 1 §8 "Generic network error" and "Offline or no network": cannot be closed; its button reloads. */
export function NetworkErrorModal() {
  const { networkError, reload } = useShopDoor();
  const state = useSyncExternalStore(networkError.subscribe, networkError.getState, networkError.getState);
  const offline = state === 'offline';
  return (
    <Modal
      open={state !== 'hidden'}
      role="alertdialog"
      title={offline ? "You're offline" : 'Sorry, something went wrong'}
      actions={<Button onClick={reload}>{offline ? 'OK' : 'Refresh page'}</Button>}
    >
      <p>
        {offline
          ? 'Please check your internet connection. The page will reload when you select OK.'
          : "We couldn't reach our servers. Please refresh the page to try again."}
      </p>
    </Modal>
  );
}

/**
 * The three modals; SessionModals.tsx loads them when the page is idle, or when one opens. The session's
 * two need its actor; the network error modal may open before the session's code has loaded.
 */
export function SessionModalViews() {
  const session = useOptionalAppSession();
  return (
    <>
      {session && <SessionTimeoutModal />}
      {session && <LogoutErrorModal />}
      <NetworkErrorModal />
    </>
  );
}
