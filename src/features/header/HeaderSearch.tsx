import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { HeaderSearchActor } from '../../../machines/header-search.machine.ts';
import { SEARCH_TERM_MAX_LENGTH } from '../../domain/search-limits.ts';
import { useShop } from '../../shop/door/door.tsx';
import { reportError } from '../../shop/door/error-reporting.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { useSelector } from '../../ui/use-selector.ts';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import styles from './Header.module.css';
import { SearchIcon } from './HeaderIcons.tsx';
import searchStyles from './HeaderSearch.module.css';
import type { HeaderSearch as HeaderSearchModel } from './header.view-model.ts';

/**
 * What the box shows once it is the machine's: its view of the actor's snapshot (which needs the machine's
 * selectors, and so xstate) and its popup. Not part of the first paint (issue 5): it loads when the shop
 * has arrived, the shop having brought xstate with it.
 */
const machineView = onDemand(() =>
  Promise.all([import('./header-search.view-model.ts'), import('./HeaderSearchPopup.tsx')]).then(
    ([{ headerSearchView }, { HeaderSearchPopup }]) => ({ headerSearchView, HeaderSearchPopup }),
  ),
);

// The box without its machine view is still the plain GET form: a search goes as a page load.
const reportViewError = (error: unknown) => reportError(error, { caught: 'header search' });

/**
 * The box's actor and what renders it, once the shop has arrived (null before): the actor is started from
 * what the box holds (its text, whether it has the focus) and stopped when the box goes. It starts in a
 * layout effect, so the box renders the actor's term before the browser hands over another key: there is
 * no moment in which a key can go into a box that is neither the plain form's nor the actor's.
 */
function useHeaderSearchBox(inputRef: RefObject<HTMLInputElement | null>) {
  const shop = useShop();
  const parts = useOnDemand(machineView, shop !== null, reportViewError);
  const [actor, setActor] = useState<HeaderSearchActor | null>(null);
  useLayoutEffect(() => {
    if (!shop || !parts) return;
    const input = inputRef.current;
    const box = shop.startHeaderSearch({
      term: input?.value ?? '',
      focused: input !== null && input === input.ownerDocument.activeElement,
      // A search sent before the shop arrived went as a plain GET: a page load, not this actor's.
      submitted: false,
      // The results are on show: the box lets go of the focus (the on-screen keyboard closes).
      onSearched: () => inputRef.current?.blur(),
    });
    setActor(box.actor);
    return () => {
      box.stop();
      setActor(null);
    };
  }, [shop, parts, inputRef]);
  const snapshot = useSelector(actor ?? undefined, (state) => state);
  if (!actor || !snapshot || !parts) return { actor: null, view: null, Popup: undefined };
  return { actor, view: parts.headerSearchView(snapshot), Popup: parts.HeaderSearchPopup };
}

interface SearchComboboxProps {
  search: HeaderSearchModel;
  placeholder: string;
  className?: string;
  /** The box takes the focus as it shows (the overlay's, opened by its button). */
  autoFocus?: boolean;
  /** Keys the box leaves alone reach the form (the overlay closes on Escape). */
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  /** A search has gone to its results page. */
  onSearched?: () => void;
  children?: ReactNode;
}

/**
 * The search box. Before the shop has arrived it is the plain GET form it is in the page's HTML: the
 * browser sends `?searchTerm=` to the results page. Once the shop is there it is an ARIA 1.2 combobox with
 * a listbox popup, run by its header search actor: recent searches on an empty box, suggestions from
 * 3 characters with the typed part marked, arrow keys to move, Enter to search, Escape to clear. This
 * renders the actor's snapshot and sends it the shopper's keys.
 */
function SearchCombobox({
  search,
  placeholder,
  className,
  autoFocus = false,
  onKeyDown: onFormKeyDown,
  onSearched,
  children,
}: SearchComboboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { actor, view, Popup } = useHeaderSearchBox(inputRef);
  // What the plain form's box holds (local input state): the actor starts from it.
  const [draft, setDraft] = useState('');
  // A page the server painted: what the shopper typed before its scripts ran is the box's from the start.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setDraft(typed);
  }, []);
  const term = view ? view.term : draft;
  const options = view?.options ?? [];
  const highlighted = view?.highlighted ?? null;
  const expanded = options.length > 0;
  const id = useId();
  const inputId = `${id}input`;
  const listboxId = `${id}listbox`;
  const optionId = (index: number) => `${id}option-${index}`;

  useEffect(() => {
    if (!actor || !onSearched) return;
    const subscription = actor.on('searched', onSearched);
    return () => subscription.unsubscribe();
  }, [actor, onSearched]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The plain form's box: the browser's keys (Enter sends the form).
    if (!actor || event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        actor.send({ type: 'ARROW_DOWN' });
        return;
      case 'ArrowUp':
        event.preventDefault();
        actor.send({ type: 'ARROW_UP' });
        return;
      case 'Enter':
        event.preventDefault();
        actor.send({ type: 'ENTER' });
        return;
      case 'Escape':
        // An empty box with nothing offered has nothing to clear: Escape is the form's (the overlay's).
        if (term === '' && !expanded) return;
        event.preventDefault();
        event.stopPropagation();
        actor.send({ type: 'ESCAPE' });
        return;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Without the actor the browser sends the form.
    if (!actor) return;
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom; the role is the same landmark
    <form
      role="search"
      action={search.action}
      method="get"
      className={[styles.searchForm, searchStyles.form, className].filter(Boolean).join(' ')}
      onKeyDown={onFormKeyDown}
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId}>
        <VisuallyHidden>{search.label}</VisuallyHidden>
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.searchInput}
        type="search"
        role="combobox"
        name={search.inputName}
        placeholder={placeholder}
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the overlay opens on the shopper's press to show this box
        autoFocus={autoFocus}
        enterKeyHint="search"
        maxLength={SEARCH_TERM_MAX_LENGTH}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={highlighted === null ? undefined : optionId(highlighted)}
        value={term}
        onChange={(event) => {
          if (actor) actor.send({ type: 'TYPE', value: event.target.value });
          else setDraft(event.target.value);
        }}
        onFocus={() => actor?.send({ type: 'FOCUS' })}
        onBlur={() => actor?.send({ type: 'BLUR' })}
        onKeyDown={onKeyDown}
      />
      {actor && term !== '' && (
        <button
          type="button"
          className={searchStyles.clear}
          aria-label={`${search.clearLabel} search`}
          onClick={() => {
            actor.send({ type: 'CLEAR' });
            inputRef.current?.focus();
          }}
        >
          {search.clearLabel}
        </button>
      )}
      <button type="submit" className={styles.searchSubmit}>
        <SearchIcon />
        <VisuallyHidden>{search.submitLabel}</VisuallyHidden>
      </button>
      {view && Popup ? (
        <Popup
          view={view}
          search={search}
          listboxId={listboxId}
          optionId={optionId}
          onSelect={(index) => actor?.send({ type: 'SELECT', index })}
        />
      ) : (
        // The plain form's box offers nothing: an empty, hidden listbox.
        <div className={searchStyles.popup} hidden>
          <div
            id={listboxId}
            role="listbox"
            aria-label={search.suggestionsLabel}
            className={searchStyles.options}
          />
        </div>
      )}
      {children}
    </form>
  );
}

function MultiSearchButton({
  search,
  onOpen,
}: {
  search: HeaderSearchModel;
  onOpen?: (() => void) | undefined;
}) {
  if (!search.multiSearchLabel || !onOpen) return null;
  return (
    <button type="button" className={searchStyles.multiSearch} onClick={onOpen}>
      {search.multiSearchLabel}
    </button>
  );
}

export interface HeaderSearchProps {
  search: HeaderSearchModel;
  /** Opens the multi-search modal (when the multisearch flag is on). */
  onOpenMultiSearch?: (() => void) | undefined;
}

/** The search box shown inline on large screens, with the multi-search button beside it. */
export function InlineSearch({ search, onOpenMultiSearch }: HeaderSearchProps) {
  return (
    <div className={`${styles.inlineSearch} ${searchStyles.inline}`}>
      <SearchCombobox search={search} placeholder={search.placeholder} />
      <MultiSearchButton search={search} onOpen={onOpenMultiSearch} />
    </div>
  );
}

/**
 * Below the large breakpoint a button opens the search overlay ('Search...', with Cancel; doc 3 §2).
 * Cancel and Escape close it and give focus back to the button (Escape first clears a box that has text
 * or offers options); a search closes it.
 */
export function SearchOverlayToggle({ search, onOpenMultiSearch }: HeaderSearchProps) {
  // Whether the overlay is on screen: a disclosure, as a <details> would keep it.
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const overlayId = useId();
  const onSearched = useCallback(() => setOpen(false), []);

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
          <SearchCombobox
            search={search}
            placeholder={search.overlayPlaceholder}
            className={styles.overlaySearch}
            // Before the box's actor starts, so the actor starts focused.
            autoFocus
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close();
              }
            }}
            onSearched={onSearched}
          >
            <button type="button" className={styles.searchCancel} onClick={close}>
              {search.cancelLabel}
            </button>
          </SearchCombobox>
          <MultiSearchButton
            search={search}
            onOpen={
              onOpenMultiSearch &&
              (() => {
                // The toggle takes the focus first, so the modal gives it back there.
                close();
                onOpenMultiSearch();
              })
            }
          />
        </div>
      )}
    </>
  );
}
