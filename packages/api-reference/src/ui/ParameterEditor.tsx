import { useId, useState, type FormEvent } from 'react';
import { canApply, editorFor, validateValue, type EditorOption } from '../try-it/index.ts';
import type { Parameter } from '../model/model.ts';
import { constraintLabels, enumLabels } from './describe.ts';

export interface ParameterEditorProps {
  parameter: Parameter;
  /** The value in the URL now, if any. */
  current: string | undefined;
  onApply: (value: string) => void;
  onRemove: () => void;
}

/**
 * One parameter of the try-it panel: its name and applied value, and an editor that opens on demand
 * (a disclosure). Apply is offered only for a new, non-empty value; out-of-range values are warned about
 * but can be applied, since people test server errors on purpose.
 */
export function ParameterEditor({ parameter, current, onApply, onRemove }: ParameterEditorProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(current ?? '');
  const rule = editorFor(parameter);
  const warnings = draft.trim() ? validateValue(parameter, draft) : [];
  const rules = [
    ...constraintLabels(parameter),
    ...(rule.kind === 'text' && parameter.enum ? enumLabels(parameter) : []),
  ];
  const hintId = `${id}-hint`;
  const warningId = `${id}-warnings`;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (canApply(draft, current)) onApply(draft.trim());
  };

  return (
    <li className="ad-tryit__param">
      <div className="ad-tryit__param-head">
        <code className="ad-tryit__param-name">{parameter.name}</code>
        <span className="ad-tryit__param-in">
          {parameter.in}
          {parameter.required ? ', required' : ''}
        </span>
        {current !== undefined && (
          <span className="ad-tryit__param-value">
            = <code>{current}</code>
          </span>
        )}
        <button
          type="button"
          className="ad-tryit__button"
          aria-expanded={open}
          aria-controls={`${id}-editor`}
          onClick={() => setOpen(!open)}
        >
          Edit <span className="ad-visually-hidden">{parameter.name}</span>
        </button>
      </div>
      <form id={`${id}-editor`} className="ad-tryit__editor" hidden={!open} onSubmit={submit}>
        {rule.kind !== 'multi' && <label htmlFor={`${id}-input`}>Value of {parameter.name}</label>}
        {rule.kind === 'multi' ? (
          <MultiSelect
            id={`${id}-input`}
            label={`Values of ${parameter.name}`}
            options={rule.options ?? []}
            value={draft}
            describedBy={`${hintId} ${warningId}`}
            onChange={setDraft}
          />
        ) : rule.kind === 'text' ? (
          <input
            id={`${id}-input`}
            type="text"
            value={draft}
            placeholder={rule.placeholder}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${hintId} ${warningId}`}
            onChange={(event) => setDraft(event.target.value)}
          />
        ) : (
          <select
            id={`${id}-input`}
            value={draft}
            aria-describedby={`${hintId} ${warningId}`}
            onChange={(event) => setDraft(event.target.value)}
          >
            <option value="">Choose a value</option>
            {rule.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
        <p id={hintId} className="ad-tryit__rules">
          {rules.join(', ')}
        </p>
        <ul id={warningId} className="ad-tryit__warnings" aria-live="polite">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
        <div className="ad-tryit__actions">
          <button type="submit" className="ad-tryit__button" disabled={!canApply(draft, current)}>
            Apply
          </button>
          {current !== undefined && (
            <button
              type="button"
              className="ad-tryit__button"
              onClick={() => {
                setDraft('');
                onRemove();
              }}
            >
              Remove
            </button>
          )}
        </div>
      </form>
    </li>
  );
}

/**
 * Several values of a list parameter's enum, as checkboxes in a group named like the other editors; the value is
 * the checked ones in their declared order, comma-separated, as the API reads a list.
 */
function MultiSelect({
  id,
  label,
  options,
  value,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  options: EditorOption[];
  value: string;
  describedBy: string;
  onChange: (value: string) => void;
}) {
  const checked = new Set(value.split(',').filter(Boolean));
  const toggle = (option: string, on: boolean): void => {
    const next = options.map((o) => o.value).filter((v) => (v === option ? on : checked.has(v)));
    onChange(next.join(','));
  };
  return (
    <fieldset id={id} className="ad-tryit__multi" aria-describedby={describedBy}>
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            checked={checked.has(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
