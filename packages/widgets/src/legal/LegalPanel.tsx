import type { ReactNode } from 'react';
import { ChevronDownIcon, SectionIcon } from './SectionIcon.tsx';
import { domIds } from './useLegalAccordion.ts';
import { useUntilFound } from './useUntilFound.ts';
import type { ResolvedSection } from './model.ts';

export interface LegalPanelProps {
  section: ResolvedSection;
  /** The panel's key (see `panelKey`). */
  panelKey: string;
  /** 2 for a section, 3 for a sub-section. */
  level: 2 | 3;
  open: boolean;
  onToggle: (key: string) => void;
  onFound: (key: string) => void;
  /** Sub-sections, shown after the content inside the panel. */
  children?: ReactNode;
}

/**
 * One accordion item (WAI-ARIA accordion pattern): a heading holding the toggle button (icon, title,
 * chevron; `aria-expanded`, `aria-controls`) and the panel, a region named by the button. The content is
 * sanitised HTML.
 */
export function LegalPanel({ section, panelKey, level, open, onToggle, onFound, children }: LegalPanelProps) {
  const ids = domIds(panelKey);
  const { ref } = useUntilFound<HTMLDivElement>(open, () => onFound(panelKey));
  const Heading = level === 2 ? 'h2' : 'h3';
  const state = open ? 'open' : 'closed';
  return (
    <div className="ad-legal__item" data-level={level} data-state={state} data-section={section.id}>
      <Heading className="ad-legal__title">
        <button
          type="button"
          id={ids.button}
          className="ad-legal__trigger"
          aria-expanded={open}
          aria-controls={ids.panel}
          onClick={() => onToggle(panelKey)}
        >
          {level === 2 && <SectionIcon id={section.id} markup={section.icon} />}
          <span className="ad-legal__label">{section.title}</span>
          <ChevronDownIcon />
        </button>
      </Heading>
      <div
        ref={ref}
        id={ids.panel}
        role="region"
        aria-labelledby={ids.button}
        className="ad-legal__panel"
        data-state={state}
      >
        {section.html !== '' && (
          <div className="ad-legal__content" dangerouslySetInnerHTML={{ __html: section.html }} />
        )}
        {children}
      </div>
    </div>
  );
}
