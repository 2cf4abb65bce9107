import type { SearchHit } from '@atlas-docs/search/client';
import { Highlighted } from './Highlighted.tsx';

interface SearchResultProps {
  id: string;
  hit: SearchHit;
  active: boolean;
  onChoose: (hit: SearchHit) => void;
}

/** One option of the results: the heading path (page title › h2 › h3), then the preview. */
export function SearchResult({ id, hit, active, onChoose }: SearchResultProps) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys reach options through the combobox input
    <li
      id={id}
      role="option"
      aria-selected={active}
      className="ad-search-result"
      // The input keeps focus (the combobox pattern): a press on an option must not take it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(hit)}
    >
      <span className="ad-search-result__heading">
        {hit.parents.map((parent, i) => (
          <span key={i} className="ad-search-result__parent">
            {parent}
            <span className="ad-search-result__separator" aria-hidden="true">
              {' › '}
            </span>
          </span>
        ))}
        <span className="ad-search-result__title">
          <Highlighted segments={hit.title} />
        </span>
      </span>
      {hit.preview.length > 0 && (
        <span className="ad-search-result__preview">
          <Highlighted segments={hit.preview} />
        </span>
      )}
    </li>
  );
}
