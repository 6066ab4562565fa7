import { Suspense, lazy, useId, useState, type KeyboardEvent } from 'react';
import { Link, useHref, useNavigate } from 'react-router';
import { SEARCH_CANDIDATES } from '../../../shared/api/search/candidates.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import type { Feed } from './SuggestionFeed.js';
import { MIN_QUERY_LENGTH, isAbort, type Suggestion, type SuggestionKind } from './suggestions.js';
import { useDebounced } from './useDebounced.js';

/** Typing rests this long before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

/** Where a search without a chosen suggestion lands (also the form's action without JavaScript). */
const RESULTS_PATH = '/specialists';

// SWR and the fetcher come when the visitor reaches the box, not with the landing page.
const SuggestionFeed = lazy(() => import('./SuggestionFeed.js'));
const NO_FEED: Feed = { groups: undefined, corrected: undefined, isLoading: false, failure: undefined };

/**
 * The landing page's search over services, specialists and reference at once: a GET form to the
 * specialists list that works without JavaScript, and with it a combobox (WAI-ARIA APG, list
 * autocomplete) whose suggestions come grouped by kind from /api/v1/search through SWR, the
 * previous ones kept on screen while the next arrive. Asked once typing rests (SUGGEST_DELAY_MS),
 * a superseded question cancelled, recent answers kept.
 */
export function SiteSearch() {
  const t = useT('landing');
  const { locale } = useAppState();
  const navigate = useNavigate();
  const action = useHref(RESULTS_PATH);
  const base = useId();
  const listId = `${base}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const asking = q.length >= MIN_QUERY_LENGTH;
  // The suggestions' data (SuggestionFeed) is loaded once the box is focused or typed in.
  const [wanted, setWanted] = useState(false);
  const [feed, setFeed] = useState<Feed>(NO_FEED);
  const { groups, corrected, isLoading, failure } = feed;
  // A mistyped word that found nothing was searched as the catalogue's nearest word: the lists
  // are asked for that word too. They would correct the typed word the same way (list-correction.ts),
  // but this way the list's address and search box hold the word the suggestions were found for.
  const searched = corrected ?? q;
  const correctedNote = corrected && groups?.length ? t('search.corrected', { word: corrected }) : '';
  const error: unknown = isAbort(failure) ? undefined : failure;
  const options: Suggestion[] = asking && groups ? groups.flatMap((g) => g.items) : [];
  const expanded = open && asking && (options.length > 0 || (!isLoading && groups !== undefined) || error !== undefined);
  const optionId = (index: number) => `${base}-option-${index}`;

  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  /** The list of the kind with the most matches for what was typed (specialists until known). */
  const listFor = (kind: SuggestionKind | undefined) => (kind === 'services' ? '/services' : kind === 'reference' ? '/reference' : RESULTS_PATH);
  const searchAll = () => {
    const typed = text.trim();
    const known = typed === q && groups?.length ? groups.reduce((best, group) => (group.total > best.total ? group : best)) : undefined;
    go(`${listFor(known?.kind)}?q=${encodeURIComponent(known ? searched : typed)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const n = options.length;
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % n : current <= 0 ? n - 1 : current - 1));
    } else if (event.key === 'Escape') {
      // The first Escape closes the suggestions (and must not clear the field, as a search
      // input does by itself); the next one clears it.
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else {
        setText('');
      }
      setActive(-1);
    } else if (event.key === 'Enter') {
      const chosen = expanded && active >= 0 ? options[active] : undefined;
      if (chosen) {
        event.preventDefault();
        go(chosen.to);
      }
    }
  };

  let index = -1;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the search landmark; a <search> wrapper is not exposed by browsers older than 2023 (Safari 17), role="search" is by all
    <form
      action={action}
      method="get"
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) searchAll();
      }}
    >
      <label htmlFor={`${base}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <div className="flex gap-2 rounded-2xl border border-line bg-surface p-1.5 shadow-lg shadow-primary-900/5 focus-within:border-accent">
        <div className="relative flex-1">
          <Icon name="lucide:search" size={20} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted" />
          <input
            id={`${base}-input`}
            name="q"
            // A text field, not type="search": HTML allows the combobox role (with aria-expanded
            // and aria-controls) only there (ARIA in HTML; the Nu Html Checker refuses it on a
            // search field). The keyboard still offers "search" (inputMode, enterKeyHint), Escape
            // clears the field below, and the form is the page's search landmark.
            type="text"
            inputMode="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 && active < options.length ? optionId(active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            placeholder={t('search.placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              setWanted(true);
            }}
            onFocus={() => {
              setOpen(true);
              setWanted(true);
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className="h-12 w-full rounded-xl bg-transparent pl-11 pr-3 text-base text-ink outline-none placeholder:text-muted"
            data-testid="site-search-input"
          />
        </div>
        <button type="submit" className="btn btn-primary h-12 shrink-0 px-5">
          <span className="hidden sm:inline">{t('search.submit')}</span>
          <Icon name="lucide:arrow-right" size={18} className="sm:hidden" label={t('search.submit')} />
        </button>
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <SuggestionFeed q={q} locale={locale} onFeed={setFeed} />
        </Suspense>
      ) : null}
      <p className="sr-only" role="status" aria-live="polite">
        {asking && groups && !isLoading ? `${correctedNote ? `${correctedNote}. ` : ''}${t('search.status', { count: options.length })}` : ''}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: not a control: a press in the popup must not move the focus out of the field (the option's click does the work) */}
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-2 max-h-[min(28rem,70vh)] overflow-auto rounded-2xl border border-line bg-surface p-2 text-left shadow-2xl"
        onMouseDown={(event) => event.preventDefault()}
        data-testid="site-search-popup"
      >
        {asking && correctedNote ? (
          <p className="px-3 pb-1 pt-2 text-sm text-muted" data-testid="site-search-corrected">
            {correctedNote}
          </p>
        ) : null}
        <div id={listId} role="listbox" aria-label={t('search.suggestions')}>
          {(groups ?? []).map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside the listbox (ARIA lets a listbox own options and groups); a <fieldset> is a group of form fields
            <ul key={group.kind} role="group" aria-labelledby={`${base}-${group.kind}`} className="py-1" data-testid={`suggestions-${group.kind}`}>
              <li role="presentation" id={`${base}-${group.kind}`} className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
                {t(`search.groups.${group.kind}`)}
              </li>
              {group.items.map((item) => {
                index += 1;
                const mine = index;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: focus stays in the field (aria-activedescendant), whose onKeyDown opens the active option; the click is the mouse's way
                  // biome-ignore lint/a11y/useFocusableInteractive: an option is never focused: the field keeps the focus and points at the active option (aria-activedescendant)
                  <li
                    key={item.id}
                    id={optionId(mine)}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the options of the APG listbox, in groups (<ul role="group">)
                    role="option"
                    aria-selected={mine === active}
                    className={`cursor-pointer rounded-xl px-3 py-2 ${mine === active ? 'bg-raised' : 'hover:bg-raised'}`}
                    onMouseEnter={() => setActive(mine)}
                    onClick={() => go(item.to)}
                  >
                    <span className="block truncate text-sm font-medium text-ink">{item.label}</span>
                    {item.detail ? <span className="block truncate text-xs text-muted">{item.detail}</span> : null}
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
        {asking && groups && groups.length === 0 ? <p className="px-3 py-3 text-sm text-muted">{t('search.empty', { q })}</p> : null}
        {error ? <p className="px-3 py-3 text-sm text-muted">{t('search.failed')}</p> : null}
        {asking && groups && groups.length > 0 ? (
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 border-t border-line px-3 pb-1 pt-2 text-sm">
            {groups.map((group) => (
              <Link
                key={group.kind}
                to={`${listFor(group.kind)}?q=${encodeURIComponent(searched)}`}
                className="font-medium text-accent hover:underline"
                onClick={() => setOpen(false)}
              >
                {t(`search.all.${group.kind}`, { count: group.total, shown: group.total >= SEARCH_CANDIDATES ? `${SEARCH_CANDIDATES}+` : String(group.total) })}
              </Link>
            ))}
          </div>
        ) : null}
      </div>
    </form>
  );
}
