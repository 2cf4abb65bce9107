import { useId, useLayoutEffect, useRef } from 'react';
import { BodyEditor } from './BodyEditor.tsx';
import { CodeSamples } from './CodeSamples.tsx';
import type { TryItOperation } from './describe.ts';
import { ParameterEditor } from './ParameterEditor.tsx';
import { ResponseView } from './ResponseView.tsx';
import { useTryIt } from './useTryIt.ts';

/**
 * The try-it panel of an operation: an editor per parameter, a body editor for calls that take JSON, the request
 * URL, send and cancel (GET only, disabled while a path placeholder is unfilled), the answer, and the request as
 * copyable code in curl, Python and JavaScript.
 */
export function TryIt({ operation, base, bodies = '' }: { operation: TryItOperation; base: string; bodies?: string }) {
  const id = useId();
  const state = useTryIt(operation, base, bodies);
  const hintId = `${id}-hint`;
  const editable = operation.parameters.filter((parameter) => parameter.in !== 'body');
  const sendButton = useRef<HTMLButtonElement>(null);
  const cancelWasFocused = useRef(false);
  // Cancel goes when the request ends, cancelled or answered: focus left on it passes to Send request, not to
  // <body>. Focus the reader moved on elsewhere stays where it is.
  useLayoutEffect(() => {
    if (state.sending || !cancelWasFocused.current) return;
    cancelWasFocused.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) sendButton.current?.focus();
  }, [state.sending]);

  return (
    <div className="ad-tryit__content">
      {editable.length > 0 && (
        <ul className="ad-tryit__params" aria-label="Parameters">
          {editable.map((parameter) => (
            <ParameterEditor
              key={parameter.name}
              parameter={parameter}
              current={state.values[parameter.name]}
              onApply={(value) => state.apply(parameter.name, value)}
              onRemove={() => state.remove(parameter.name)}
            />
          ))}
        </ul>
      )}
      {operation.jsonBody && <BodyEditor value={state.body} warnings={state.bodyWarnings} onChange={state.setBody} />}
      <p className="ad-tryit__label" id={`${id}-url`}>
        Request URL
      </p>
      <pre className="ad-tryit__url" aria-labelledby={`${id}-url`}>
        <code>
          {operation.method} {state.url}
        </code>
      </pre>
      {state.missing.length > 0 && (
        <p id={hintId} className="ad-tryit__hint">
          Add a path parameter first: {state.missing.join(', ')}.
        </p>
      )}
      {state.sendable ? (
        <div className="ad-tryit__actions">
          {/* Off while sending, but still focusable (aria-disabled): focus stays on it and is not lost. */}
          <button
            ref={sendButton}
            type="button"
            className="ad-tryit__button ad-tryit__send"
            disabled={state.missing.length > 0}
            aria-disabled={state.sending || undefined}
            aria-describedby={state.missing.length > 0 ? hintId : undefined}
            onClick={state.sending ? undefined : state.send}
          >
            {state.sending ? 'Sending…' : 'Send request'}
          </button>
          {state.sending && (
            <button
              type="button"
              className="ad-tryit__button"
              onClick={state.cancel}
              onFocus={() => (cancelWasFocused.current = true)}
            >
              Cancel
            </button>
          )}
        </div>
      ) : (
        <p className="ad-tryit__hint">
          {operation.method} requests change data, so this page does not send them: run the code below with your API
          key.
        </p>
      )}
      {state.result && <ResponseView result={state.result} />}
      <CodeSamples samples={state.samples} />
    </div>
  );
}
