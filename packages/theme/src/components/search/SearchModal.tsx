import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchLabels } from '@atlas-docs/content/types';
import { MAX_QUERY_LENGTH, type SearchHit } from '@atlas-docs/search/client';
import { useModalDialog } from '../../hooks/useModalDialog.ts';
import type { Search } from '../../hooks/useSearch.ts';
import { stepOption } from './active-option.ts';
import { SearchIcon } from './SearchIcon.tsx';
import { SearchResults } from './SearchResults.tsx';
import { SearchStatus } from './SearchStatus.tsx';

interface SearchModalProps {
  open: boolean;
  labels: SearchLabels;
  search: Search;
  /** Asks to close, or reports that the browser closed it (Escape, a click outside). */
  onClose: () => void;
  onChoose: (hit: SearchHit) => void;
}

/**
 * The search modal: a native modal dialog holding a combobox (the input) and its listbox of results,
 * the WAI-ARIA pattern where focus stays in the input and `aria-activedescendant` names the active
 * option. Escape clears the query, and closes the modal only when the query is empty.
 */
export function SearchModal({ open, labels, search, onClose, onChoose }: SearchModalProps) {
  const { query, setQuery, response, status } = search;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const base = useId();
  const listId = `${base}-results`;
  const hintId = `${base}-hint`;
  const optionId = (hit: SearchHit): string => `${base}-option-${hit.id}`;
  const hits = useMemo(() => response?.groups.flatMap((group) => group.items) ?? [], [response]);
  // The active option is remembered by id, so it stays put when a fuller answer to the same query arrives.
  const [cursor, setCursor] = useState<number | null>(null);
  const active = hits.find((hit) => hit.id === cursor) ?? hits[0] ?? null;
  const activeId = active ? optionId(active) : undefined;

  const dialogRef = useModalDialog(open, {
    onClose,
    initialFocus: inputRef,
    onEscape: () => {
      if (!query) return false;
      setQuery('');
      return true;
    },
  });

  // Only a move by key scrolls (it costs a layout); a new list starts at its top, being a new element.
  useEffect(() => {
    if (cursor !== null) document.getElementById(`${base}-option-${cursor}`)?.scrollIntoView({ block: 'nearest' });
  }, [base, cursor]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const ids = hits.map((hit) => hit.id);
      setCursor(stepOption(ids, active?.id ?? null, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      onChoose(active);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="ad-search"
      aria-label={labels.buttonLabel}
      closedby="any"
      data-state={status}
      // The query the results shown answer (they may lag the input by a keystroke): for tests and benchmarks.
      data-query={response?.query}
    >
      <div className="ad-search__bar">
        <SearchIcon className="ad-search__icon" />
        <input
          ref={inputRef}
          className="ad-search__input"
          type="text"
          role="combobox"
          aria-label={labels.buttonLabel}
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={hits.length > 0 ? listId : undefined}
          aria-activedescendant={activeId}
          aria-describedby={hintId}
          placeholder={labels.placeholder}
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
        />
        <button type="button" className="ad-search__close" aria-label={labels.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <SearchStatus hintId={hintId} labels={labels} status={status} query={query} response={response} />
      {hits.length > 0 && response && (
        <SearchResults
          key={response.query}
          id={listId}
          label={labels.buttonLabel}
          groups={response.groups}
          activeId={active?.id ?? null}
          optionId={optionId}
          onChoose={onChoose}
        />
      )}
    </dialog>
  );
}
