import { useRef } from 'react';
import { FindPrompt } from './FindPrompt.tsx';
import { LegalPanel } from './LegalPanel.tsx';
import type { ResolvedSection } from './model.ts';
import { panelKey, useLegalAccordion } from './useLegalAccordion.ts';
import { useFindPrompt } from './useFindPrompt.ts';
import { supportsBeforeMatch } from './useUntilFound.ts';

/** The sections as an accordion, with sub-sections that expand too, and the find prompt where needed. */
export function LegalAccordion({ sections }: { sections: readonly ResolvedSection[] }) {
  const root = useRef<HTMLDivElement>(null);
  const accordion = useLegalAccordion(sections, root);
  const prompt = useFindPrompt(accordion.someClosed && !supportsBeforeMatch(), accordion.expandAll);
  return (
    <div ref={root} className="ad-legal__sections">
      {sections.map((section) => (
        <LegalPanel
          key={section.id}
          section={section}
          panelKey={section.id}
          level={2}
          open={accordion.isOpen(section.id)}
          onToggle={accordion.toggle}
          onFound={accordion.reveal}
        >
          {section.subsections.map((sub) => {
            const key = panelKey(section.id, sub.id);
            return (
              <LegalPanel
                key={key}
                section={sub}
                panelKey={key}
                level={3}
                open={accordion.isOpen(key)}
                onToggle={accordion.toggle}
                onFound={accordion.reveal}
              />
            );
          })}
        </LegalPanel>
      ))}
      <FindPrompt open={prompt.open} onClose={prompt.close} />
    </div>
  );
}
