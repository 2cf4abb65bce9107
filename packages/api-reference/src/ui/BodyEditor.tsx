import { useId } from 'react';

/**
 * The JSON body of a call that takes one, prefilled from the model's example. Values out of bounds, missing
 * required fields and invalid JSON are warned about, never blocked: the body only goes into the code shown.
 */
export function BodyEditor({
  value,
  warnings,
  onChange,
}: {
  /** The body; undefined while its example loads. */
  value: string | undefined;
  warnings: string[];
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className="ad-tryit__body-editor">
      <label className="ad-tryit__label" htmlFor={`${id}-body`}>
        Request body (JSON)
      </label>
      <textarea
        id={`${id}-body`}
        value={value ?? ''}
        placeholder={value === undefined ? 'Loading the example…' : undefined}
        readOnly={value === undefined}
        rows={Math.min(16, (value ?? '').split('\n').length + 1)}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={`${id}-warnings`}
        onChange={(event) => onChange(event.target.value)}
      />
      <ul id={`${id}-warnings`} className="ad-tryit__warnings" aria-live="polite">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}
