import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { HeaderSearchActor } from '../../../machines/header-search.machine.ts';
import { reportError } from '../../app/error-reporting.ts';
import { SEARCH_TERM_MAX_LENGTH } from '../../domain/search-limits.ts';
import { onDemand } from '../../ui/on-demand.ts';
import { useSelector } from '../../ui/use-selector.ts';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import styles from './Header.module.css';
import { SearchIcon } from './HeaderIcons.tsx';
import searchStyles from './HeaderSearch.module.css';
import type { HeaderSearchPopup } from './HeaderSearchPopup.tsx';
import type { HeaderSearch as HeaderSearchModel } from './header.view-model.ts';
import type { HeaderSearchBox, HeaderSearchView } from './header-search-machinery.ts';
import type { HeaderSearchServices } from './header-search-services.ts';

/**
 * The box's machinery (its machine, suggestions and history) loads when a shopper first focuses or types in
 * a search box, not with the page (issue 5): until then the box is a plain GET form to the results page,
 * and what is typed meanwhile is handed to the machine when it starts.
 */
const machinery = onDemand(() => import('./header-search-machinery.ts'));

/** Loads the machinery a moment early, when the pointer comes to the box. */
const prefetchMachinery = () => void machinery.load().catch(() => {});

/** Loads the box's machinery now: for a page (or a test) that wants the box ready before it is used. */
export function preloadHeaderSearch(): Promise<void> {
  return machinery.load().then(() => {});
}

type HeaderSearchEvent = Parameters<HeaderSearchActor['send']>[0];

interface StartedBox {
  actor: HeaderSearchActor;
  view: (snapshot: ReturnType<HeaderSearchActor['getSnapshot']>) => HeaderSearchView;
  /** What the box offers (recent searches, suggestions): loaded with the machinery. */
  Popup: typeof HeaderSearchPopup;
}

/**
 * The box's actor, started once the machinery has loaded and the box is wanted (focused, typed in or
 * sent). It starts from what the input holds and whether it has the focus; `view` is null until then.
 */
function useHeaderSearchBox(
  services: Partial<HeaderSearchServices>,
  inputRef: RefObject<HTMLInputElement | null>,
  onSearched: (() => void) | undefined,
) {
  const [wanted, setWanted] = useState(() => machinery.loaded() !== undefined);
  const [started, setStarted] = useState<StartedBox | null>(null);
  // The actor as soon as it starts: the shopper's next key may come before the box renders again.
  const current = useRef<HeaderSearchActor | null>(null);
  // Read when the actor starts, not when the hook first ran.
  const latest = useRef({ services, onSearched, submitted: false });
  latest.current.services = services;
  latest.current.onSearched = onSearched;

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let box: HeaderSearchBox | undefined;
    const start = (module: typeof import('./header-search-machinery.ts')) => {
      if (cancelled) return;
      const input = inputRef.current;
      box = module.startHeaderSearch({
        services: latest.current.services,
        term: input?.value ?? '',
        focused: input !== null && input === document.activeElement,
        submitted: latest.current.submitted,
        onSearched: () => {
          inputRef.current?.blur();
          latest.current.onSearched?.();
        },
      });
      latest.current.submitted = false;
      current.current = box.actor;
      setStarted({ actor: box.actor, view: module.headerSearchView, Popup: module.HeaderSearchPopup });
    };
    const loaded = machinery.loaded();
    if (loaded) start(loaded);
    else {
      machinery.load().then(start, (error: unknown) => {
        if (cancelled) return;
        reportError(error, { caught: 'header search' });
        // The form works without the machinery: a search sent meanwhile goes as a plain GET.
        if (latest.current.submitted) inputRef.current?.form?.submit();
        latest.current.submitted = false;
        setWanted(false);
      });
    }
    return () => {
      cancelled = true;
      box?.stop();
      current.current = null;
      setStarted(null);
    };
  }, [wanted, inputRef]);

  const snapshot = useSelector(started?.actor, (state) => state);
  return {
    view: started && snapshot ? started.view(snapshot) : null,
    Popup: started?.Popup,
    /** Whether the actor has started. */
    isStarted: () => current.current !== null,
    /** Sends the event to the actor if it has started; false (nothing sent) if not. */
    send: (event: HeaderSearchEvent): boolean => {
      current.current?.send(event);
      return current.current !== null;
    },
    /** The box is being used: load the machinery and start the actor. */
    want: () => setWanted(true),
    /** The form was sent before the actor started: it searches as soon as it starts. */
    submitWhenStarted: () => {
      latest.current.submitted = true;
      setWanted(true);
    },
  };
}

interface SearchComboboxProps {
  search: HeaderSearchModel;
  services: Partial<HeaderSearchServices>;
  placeholder: string;
  className?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Keys the box leaves alone reach the form (the overlay closes on Escape). */
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  /** A search has gone to its results page. */
  onSearched?: () => void;
  children?: ReactNode;
}

/**
 * The search box as an ARIA 1.2 combobox with a listbox popup: recent searches on an empty box,
 * suggestions from 3 characters with the typed part marked, arrow keys to move, Enter to search, Escape to
 * clear. The header search machine decides everything; this renders it and sends it the shopper's keys.
 * Without script, and before the machine's code has loaded, the form sends `?searchTerm=` to the results
 * page.
 */
function SearchCombobox({
  search,
  services,
  placeholder,
  className,
  inputRef: givenRef,
  onKeyDown: onFormKeyDown,
  onSearched,
  children,
}: SearchComboboxProps) {
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = givenRef ?? ownRef;
  const { view, Popup, isStarted, send, want, submitWhenStarted } = useHeaderSearchBox(
    services,
    inputRef,
    onSearched,
  );
  // What is typed before the machine's term is on show (local input state: the machine takes it when it starts).
  const [draft, setDraft] = useState('');
  const term = view ? view.term : draft;
  const options = view?.options ?? [];
  const highlighted = view?.highlighted ?? null;
  const id = useId();
  const inputId = `${id}input`;
  const listboxId = `${id}listbox`;
  const optionId = (index: number) => `${id}option-${index}`;
  const expanded = options.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    // Before the machine has started, Enter sends the form (see onSubmit) and arrows have nothing to move.
    if (!isStarted()) {
      if (event.key === 'Escape' && draft !== '') {
        event.preventDefault();
        event.stopPropagation();
        setDraft('');
      }
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        send({ type: 'ARROW_DOWN' });
        return;
      case 'ArrowUp':
        event.preventDefault();
        send({ type: 'ARROW_UP' });
        return;
      case 'Enter':
        event.preventDefault();
        send({ type: 'ENTER' });
        return;
      case 'Escape':
        // An empty box with nothing offered has nothing to clear: Escape is the form's (the overlay's).
        if (term === '' && !expanded) return;
        event.preventDefault();
        event.stopPropagation();
        send({ type: 'ESCAPE' });
        return;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!send({ type: 'SUBMIT' })) submitWhenStarted();
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
      onPointerEnter={view ? undefined : prefetchMachinery}
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
        enterKeyHint="search"
        maxLength={SEARCH_TERM_MAX_LENGTH}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={highlighted === null ? undefined : optionId(highlighted)}
        value={term}
        onChange={(event) => {
          // The draft follows every key, also once the machine has started: until the box has rendered
          // the machine's term, the draft is what React puts back in the box after the key (a key typed
          // in that moment was lost, and the box held the term without it).
          setDraft(event.target.value);
          if (!send({ type: 'TYPE', value: event.target.value })) want();
        }}
        onFocus={() => {
          if (!send({ type: 'FOCUS' })) want();
        }}
        onBlur={() => send({ type: 'BLUR' })}
        onKeyDown={onKeyDown}
      />
      {term !== '' && (
        <button
          type="button"
          className={searchStyles.clear}
          aria-label={`${search.clearLabel} search`}
          onClick={() => {
            if (!send({ type: 'CLEAR' })) setDraft('');
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
          onSelect={(index) => send({ type: 'SELECT', index })}
        />
      ) : (
        // Until the machinery has loaded the box offers nothing: an empty, hidden listbox.
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
  /** The app's services for the box; the browser's for any not given. */
  services: Partial<HeaderSearchServices>;
  /** Opens the multi-search modal (when the multisearch flag is on). */
  onOpenMultiSearch?: (() => void) | undefined;
}

/** The search box shown inline on large screens, with the multi-search button beside it. */
export function InlineSearch({ search, services, onOpenMultiSearch }: HeaderSearchProps) {
  return (
    <div className={`${styles.inlineSearch} ${searchStyles.inline}`}>
      <SearchCombobox search={search} services={services} placeholder={search.placeholder} />
      <MultiSearchButton search={search} onOpen={onOpenMultiSearch} />
    </div>
  );
}

/**
 * Below the large breakpoint a button opens the search overlay ('Search...', with Cancel; doc 3 §2).
 * Cancel and Escape close it and give focus back to the button (Escape first clears a box that has text
 * or offers options); a search closes it.
 */
export function SearchOverlayToggle({ search, services, onOpenMultiSearch }: HeaderSearchProps) {
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
          <SearchCombobox
            search={search}
            services={services}
            placeholder={search.overlayPlaceholder}
            className={styles.overlaySearch}
            inputRef={inputRef}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close();
              }
            }}
            onSearched={() => setOpen(false)}
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
