import type { EnumValue, Parameter } from '../model/model.ts';

/** `multi`: a list parameter with an enum, which takes several of its values (comma-separated). */
export type EditorKind = 'boolean' | 'enum' | 'multi' | 'text';

export interface EditorOption {
  /** The value as it goes into the URL. */
  value: string;
  /** What the list shows: the value, with its name when the description gives one (`1 (Scheduled)`). */
  label: string;
}

/** How the parameter editor lets the user enter a value. */
export interface EditorRule {
  kind: EditorKind;
  /** The choices of a boolean or enum editor. */
  options?: EditorOption[];
  /** `type a {type}`: the hint of a text editor (given for every kind, for a free-text fallback). */
  placeholder: string;
}

function optionsOf(values: readonly EnumValue[], names: readonly string[] | undefined): EditorOption[] {
  return values.map((value, index) => {
    const name = names?.[index];
    const text = String(value);
    return { value: text, label: name !== undefined && name !== text ? `${text} (${name})` : text };
  });
}

/**
 * The editor of a parameter: booleans choose true or false, enums (a parameter's own, or its list items')
 * choose from their values, anything else is typed as text.
 */
export function editorFor(
  parameter: Pick<Parameter, 'type' | 'enum' | 'enumNames' | 'items' | 'allowMultiple'>,
): EditorRule {
  const placeholder = `type a ${parameter.type}`;
  const values = parameter.enum ?? (parameter.type === 'array' ? parameter.items?.enum : undefined);
  if (values?.length) {
    const names = parameter.enum ? parameter.enumNames : parameter.items?.enumNames;
    const multi = parameter.allowMultiple === true || parameter.type === 'array';
    return { kind: multi ? 'multi' : 'enum', options: optionsOf(values, names), placeholder };
  }
  if (parameter.type === 'boolean') {
    return { kind: 'boolean', options: optionsOf([true, false], undefined), placeholder };
  }
  return { kind: 'text', placeholder };
}

/** Apply is offered only for a value that is not empty and differs from the one in the URL. */
export function canApply(value: string, current: string | undefined): boolean {
  return value.trim() !== '' && value !== (current ?? '');
}
