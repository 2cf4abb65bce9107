import { useId, useState } from 'react';
import type { TryItOperation } from './describe.ts';
import { ParameterEditor } from './ParameterEditor.tsx';
import { ResponseView } from './ResponseView.tsx';
import { useTryIt } from './useTryIt.ts';

/**
 * The try-it panel of an operation: an editor per parameter, the request URL, send (GET only, disabled
 * while a path placeholder is unfilled), the answer, and the request as a copyable curl command.
 */
export function TryIt({ operation, base }: { operation: TryItOperation; base: string }) {
  const id = useId();
  const state = useTryIt(operation, base);
  const [copied, setCopied] = useState<string>('');
  const hintId = `${id}-hint`;
  const copy = (): void => {
    navigator.clipboard.writeText(state.curl).then(
      () => setCopied('Copied the curl command.'),
      () => setCopied('Copying failed: select the command and copy it.'),
    );
  };

  return (
    <div className="ad-tryit__content">
      {operation.parameters.length > 0 && (
        <ul className="ad-tryit__params" aria-label="Parameters">
          {operation.parameters.map((parameter) => (
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
        <button
          type="button"
          className="ad-tryit__button ad-tryit__send"
          disabled={state.missing.length > 0 || state.sending}
          aria-describedby={state.missing.length > 0 ? hintId : undefined}
          onClick={state.send}
        >
          {state.sending ? 'Sending…' : 'Send request'}
        </button>
      ) : (
        <p className="ad-tryit__hint">
          {operation.method} requests change data, so this page does not send them: run the curl command below with your
          API key.
        </p>
      )}
      {state.result && <ResponseView result={state.result} />}
      <p className="ad-tryit__label" id={`${id}-curl`}>
        curl
      </p>
      <pre className="ad-tryit__curl" aria-labelledby={`${id}-curl`}>
        <code>{state.curl}</code>
      </pre>
      <div className="ad-tryit__actions">
        <button type="button" className="ad-tryit__button" onClick={copy}>
          Copy curl command
        </button>
        <span role="status" className="ad-tryit__copied">
          {copied}
        </span>
      </div>
    </div>
  );
}
