import type { WarningSink } from './errors.ts';
import type { ValueSchema } from './model.ts';

/**
 * Consistency checks a description's author would want to hear about, whatever the format: bounds the
 * wrong way round, a default outside its bounds or its enum.
 */
export function checkValueSchema(value: ValueSchema, sink: WarningSink): void {
  const { minimum, maximum } = value;
  if (minimum !== undefined && maximum !== undefined && minimum > maximum) {
    sink.warn(`minimum ${minimum} is above maximum ${maximum}`);
  }
  if (value.minLength !== undefined && value.maxLength !== undefined && value.minLength > value.maxLength) {
    sink.warn(`minLength ${value.minLength} is above maxLength ${value.maxLength}`);
  }
  const fallback = value.default;
  if (typeof fallback === 'number') {
    if (minimum !== undefined && fallback < minimum) sink.warn(`default ${fallback} is below minimum ${minimum}`);
    if (maximum !== undefined && fallback > maximum) sink.warn(`default ${fallback} is above maximum ${maximum}`);
  }
  if (fallback !== undefined && value.enum && !value.enum.includes(fallback)) {
    sink.warn(`default ${JSON.stringify(fallback)} is not one of the enum values`);
  }
}
