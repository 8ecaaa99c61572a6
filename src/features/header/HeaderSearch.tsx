import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import styles from './Header.module.css';
import { SearchIcon } from './HeaderIcons.tsx';
import type { HeaderSearch as HeaderSearchModel } from './header.view-model.ts';

interface SearchFormProps {
  search: HeaderSearchModel;
  placeholder: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}

/**
 * A plain GET form: the browser sends the term as `?searchTerm=...` with spaces as + (doc 3 §2). The
 * header search machine (history, autocomplete, term clean-up) replaces its insides in the catalogue issue.
 */
function SearchForm({ search, placeholder, className, inputRef, onKeyDown, children }: SearchFormProps) {
  const inputId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom; the role is the same landmark
    <form
      role="search"
      action={search.action}
      method="get"
      className={[styles.searchForm, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      <label htmlFor={inputId}>
        <VisuallyHidden>{search.label}</VisuallyHidden>
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.searchInput}
        type="search"
        name={search.inputName}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        required
      />
      <button type="submit" className={styles.searchSubmit}>
        <SearchIcon />
        <VisuallyHidden>{search.submitLabel}</VisuallyHidden>
      </button>
      {children}
    </form>
  );
}

/** The search box shown inline on large screens. */
export function InlineSearch({ search }: { search: HeaderSearchModel }) {
  return <SearchForm search={search} placeholder={search.placeholder} className={styles.inlineSearch} />;
}

/**
 * Below the large breakpoint a button opens the search overlay ('Search...', with Cancel; doc 3 §2).
 * Cancel and Escape close it and give focus back to the button.
 */
export function SearchOverlayToggle({ search }: { search: HeaderSearchModel }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const overlayId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.searchToggle}
        aria-expanded={open}
        aria-controls={open ? overlayId : undefined}
        onClick={() => setOpen(true)}
      >
        <SearchIcon size={22} />
        <VisuallyHidden>{search.openLabel}</VisuallyHidden>
      </button>
      {open && (
        <div id={overlayId} className={styles.searchOverlay}>
          <SearchForm
            search={search}
            placeholder={search.overlayPlaceholder}
            className={styles.overlaySearch}
            inputRef={inputRef}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close();
              }
            }}
          >
            <button type="button" className={styles.searchCancel} onClick={close}>
              {search.cancelLabel}
            </button>
          </SearchForm>
        </div>
      )}
    </>
  );
}
