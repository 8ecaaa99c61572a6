import { createFileRoute, redirect } from '@tanstack/react-router';

/** interstitials/* (doc 2 §2): the before-you-go steps' older address; they live at beforeYouGo. */
export const Route = createFileRoute('/_main/_signedIn/interstitials/$')({
  beforeLoad: () => {
    throw redirect({ to: '/beforeYouGo', replace: true });
  },
});
