import { VisuallyHidden } from './VisuallyHidden.tsx';

export const NEW_TAB_NOTE = '(opens in a new tab)';

/** Tells screen-reader users that a link opens in a new tab; it goes last inside the link. */
export function NewTabNote() {
  return (
    <>
      {' '}
      <VisuallyHidden>{NEW_TAB_NOTE}</VisuallyHidden>
    </>
  );
}
