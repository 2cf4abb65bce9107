import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { tabAfterKey } from '@atlas-docs/content/rules';
import type { CodeSample } from '../try-it/index.ts';
import { readCodeChoice, subscribeCodeChoice, writeCodeChoice } from './code-choice.ts';

/**
 * The request as code, one tab per language or tool that makes the call (WAI-ARIA tabs: arrows, Home and
 * End move between them), with a button that copies the code shown. The tab chosen is remembered for every
 * panel and page; where an operation has no sample of it, the first tab shows.
 */
export function CodeSamples({ samples }: { samples: CodeSample[] }) {
  const id = useId();
  const chosen = useSyncExternalStore(subscribeCodeChoice, readCodeChoice, () => null);
  const [copied, setCopied] = useState('');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    samples.findIndex((sample) => sample.id === chosen),
  );
  const current = samples[selected];
  const choose = (index: number): void => {
    const sample = samples[index];
    if (sample) writeCodeChoice(sample.id);
    setCopied('');
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const next = tabAfterKey(event.key, selected, samples.length);
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  const copy = (): void => {
    if (!current || !('code' in current)) return;
    navigator.clipboard.writeText(current.code).then(
      () => setCopied(`Copied the ${current.label} code.`),
      () => setCopied('Copying failed: select the code and copy it.'),
    );
  };
  if (!current) return null;
  return (
    <div className="ad-tryit__code">
      <div className="ad-tryit__tabs" role="tablist" aria-label="Code">
        {samples.map((sample, index) => (
          <button
            key={sample.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${sample.id}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className="ad-tryit__tab"
            onClick={() => choose(index)}
            onKeyDown={onKeyDown}
          >
            {sample.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.id}`}>
        {'code' in current ? (
          <>
            <pre className="ad-tryit__curl" data-language={current.id}>
              <code>{current.code}</code>
            </pre>
            <div className="ad-tryit__actions">
              <button type="button" className="ad-tryit__button" onClick={copy}>
                Copy {current.label} code
              </button>
              <span role="status" className="ad-tryit__copied">
                {copied}
              </span>
            </div>
          </>
        ) : (
          <p className="ad-tryit__cannot">{current.cannot}</p>
        )}
      </div>
    </div>
  );
}
