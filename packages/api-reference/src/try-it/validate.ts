import type { Parameter, ValueSchema } from '../model/model.ts';

/**
 * Warnings about a value against its parameter's type, bounds and enum. They inform and never block: the
 * description may be stricter or looser than the server, and the server has the last word.
 */
export function validateValue(parameter: Parameter, value: string): string[] {
  const name = parameter.name;
  if (value.trim() === '') return parameter.required ? [`${name} is required`] : [];
  const list = parameter.allowMultiple === true || parameter.type === 'array';
  const parts = list ? value.split(',').map((part) => part.trim()) : [value];
  const shape: ValueSchema = parameter.type === 'array' && parameter.items ? parameter.items : parameter;
  const warnings: string[] = [];
  if (parameter.maxItems !== undefined && parts.length > parameter.maxItems) {
    warnings.push(`${name} takes at most ${parameter.maxItems} values, not ${parts.length}`);
  }
  for (const part of parts) warnings.push(...checkOne(name, shape, part));
  return warnings;
}

export function checkOne(name: string, shape: ValueSchema, value: string): string[] {
  const warnings: string[] = [];
  if (shape.enum && !shape.enum.some((option) => String(option) === value)) {
    warnings.push(`${name}: ${value} is not one of ${shape.enum.map(String).join(', ')}`);
  }
  if (shape.type === 'boolean' && value !== 'true' && value !== 'false') {
    warnings.push(`${name}: ${value} is not true or false`);
  }
  if (shape.type === 'integer' || shape.type === 'number') {
    const number = Number(value);
    if (!/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(value) || !Number.isFinite(number)) {
      warnings.push(`${name}: ${value} is not a number`);
      return warnings;
    }
    if (shape.type === 'integer' && !Number.isInteger(number)) warnings.push(`${name}: ${value} is not a whole number`);
    if (shape.minimum !== undefined && number < shape.minimum) {
      warnings.push(`${name}: ${value} is below the minimum of ${shape.minimum}`);
    }
    if (shape.maximum !== undefined && number > shape.maximum) {
      warnings.push(`${name}: ${value} is above the maximum of ${shape.maximum}`);
    }
    if (shape.multipleOf !== undefined && number % shape.multipleOf !== 0) {
      warnings.push(`${name}: ${value} is not a multiple of ${shape.multipleOf}`);
    }
  }
  if (shape.maxLength !== undefined && value.length > shape.maxLength) {
    warnings.push(`${name}: ${value.length} characters, more than the ${shape.maxLength} allowed`);
  }
  if (shape.minLength !== undefined && value.length < shape.minLength) {
    warnings.push(`${name}: ${value.length} characters, fewer than the ${shape.minLength} needed`);
  }
  return warnings;
}
