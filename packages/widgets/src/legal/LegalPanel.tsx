import type { ReactNode } from 'react';
import { ChevronDownIcon, SectionIcon } from './SectionIcon.tsx';
import { useInsertedHtml } from './useInsertedHtml.ts';
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
        {section.html !== '' && <LegalContent html={section.html} />}
        {children}
      </div>
    </div>
  );
}

/** A section's sanitised content; a large one is put in place in slices, so the page never freezes on it. */
function LegalContent({ html }: { html: string }) {
  const { ref, inline } = useInsertedHtml<HTMLDivElement>(html);
  return inline ? (
    <div className="ad-legal__content" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <div className="ad-legal__content" data-size="long" ref={ref} />
  );
}
