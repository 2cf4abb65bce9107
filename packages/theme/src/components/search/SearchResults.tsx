import type { Group, SearchHit } from '@atlas-docs/search/client';
import { SearchResult } from './SearchResult.tsx';

interface SearchResultsProps {
  id: string;
  label: string;
  groups: readonly Group<SearchHit>[];
  activeId: number | null;
  optionId: (hit: SearchHit) => string;
  onChoose: (hit: SearchHit) => void;
}

/** The listbox of the combobox: results in groups named by their folder (spec 5.1). */
export function SearchResults({ id, label, groups, activeId, optionId, onChoose }: SearchResultsProps) {
  return (
    <div id={id} role="listbox" aria-label={label} className="ad-search__results">
      {groups.map((group, g) => (
        <ul key={group.name} role="group" aria-labelledby={`${id}-group-${g}`} className="ad-search__group">
          <li role="presentation" id={`${id}-group-${g}`} className="ad-search__group-name">
            {group.name}
          </li>
          {group.items.map((hit) => (
            <SearchResult key={hit.id} id={optionId(hit)} hit={hit} active={hit.id === activeId} onChoose={onChoose} />
          ))}
        </ul>
      ))}
    </div>
  );
}
