import type { Ref } from 'react';
import { SearchIcon } from './SearchIcon.tsx';

interface SearchButtonProps {
  ref: Ref<HTMLButtonElement>;
  label: string;
  /** Focus or hover: the first search intent, which starts loading search. */
  onIntent: () => void;
  onOpen: () => void;
}

/**
 * The navigation bar's search button, with its keyboard shortcut shown: Ctrl K, or ⌘ K on Apple keyboards. Both
 * are in the HTML; the root element's `APPLE_KEYS_CLASS`, set before the first paint, shows one, so the button
 * keeps its width when the shell hydrates.
 */
export function SearchButton({ ref, label, onIntent, onOpen }: SearchButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className="ad-search-button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onFocus={onIntent}
      onPointerEnter={onIntent}
      onClick={onOpen}
    >
      <SearchIcon className="ad-search-button__icon" />
      <span className="ad-search-button__label">{label}</span>
      <span className="ad-search-button__keys" aria-hidden="true">
        <kbd className="ad-search-button__key">
          <span className="ad-search-button__ctrl">Ctrl</span>
          <span className="ad-search-button__command">⌘</span>
        </kbd>
        <kbd className="ad-search-button__key">K</kbd>
      </span>
    </button>
  );
}
