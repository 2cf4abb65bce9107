import { describe, expect, it } from 'vitest';
import { canApply, editorFor, validateValue } from '../src/try-it/index.ts';
import type { Parameter } from '../src/model/model.ts';

const p = (extra: Partial<Parameter>): Parameter => ({
  name: 'x',
  in: 'query',
  type: 'string',
  required: false,
  description: '',
  ...extra,
});

describe('editorFor', () => {
  it('offers true or false for a boolean', () => {
    expect(editorFor(p({ type: 'boolean' }))).toEqual({
      kind: 'boolean',
      options: [
        { value: 'true', label: 'true' },
        { value: 'false', label: 'false' },
      ],
      placeholder: 'type a boolean',
    });
  });

  it('offers the values of an enum, named when the description names them', () => {
    const status = p({ type: 'integer', enum: [0, 1], enumNames: ['Specified', 'Scheduled'] });
    expect(editorFor(status)).toEqual({
      kind: 'enum',
      options: [
        { value: '0', label: '0 (Specified)' },
        { value: '1', label: '1 (Scheduled)' },
      ],
      placeholder: 'type a integer',
    });
    expect(editorFor(p({ enum: ['ping', 'dns'] })).options?.map((o) => o.label)).toEqual(['ping', 'dns']);
  });

  it('offers several values of a list’s items, or of a list parameter’s enum', () => {
    const list = p({ type: 'array', items: { type: 'string', enum: ['a', 'b'] } });
    expect(editorFor(list)).toMatchObject({ kind: 'multi', options: [{ value: 'a' }, { value: 'b' }] });
    const fields = p({ type: 'string', enum: ['probes', 'participant_logs'], allowMultiple: true });
    expect(editorFor(fields)).toMatchObject({
      kind: 'multi',
      options: [{ value: 'probes' }, { value: 'participant_logs' }],
    });
  });

  it('takes text for anything else, with the placeholder "type a {type}"', () => {
    expect(editorFor(p({ type: 'integer' }))).toEqual({ kind: 'text', placeholder: 'type a integer' });
    expect(editorFor(p({ type: 'string' }))).toEqual({ kind: 'text', placeholder: 'type a string' });
  });
});

describe('canApply', () => {
  it('is disabled for an empty value', () => {
    expect(canApply('', undefined)).toBe(false);
    expect(canApply('  ', 'x')).toBe(false);
  });

  it('is disabled for the value already applied', () => {
    expect(canApply('50', '50')).toBe(false);
  });

  it('is enabled for a new value', () => {
    expect(canApply('50', undefined)).toBe(true);
    expect(canApply('50', '40')).toBe(true);
  });
});

describe('validateValue', () => {
  const pageSize = p({ name: 'page_size', type: 'integer', minimum: 1, maximum: 500, default: 50 });

  it('accepts a value within bounds', () => {
    expect(validateValue(pageSize, '500')).toEqual([]);
  });

  it('warns about a value out of bounds, or not a number', () => {
    expect(validateValue(pageSize, '501')).toEqual(['page_size: 501 is above the maximum of 500']);
    expect(validateValue(pageSize, '0')).toEqual(['page_size: 0 is below the minimum of 1']);
    expect(validateValue(pageSize, '1.5')).toEqual(['page_size: 1.5 is not a whole number']);
    expect(validateValue(pageSize, 'ten')).toEqual(['page_size: ten is not a number']);
  });

  it('warns about a value outside the enum, and a boolean that is not one', () => {
    expect(validateValue(p({ name: 'af', type: 'integer', enum: [4, 6] }), '5')).toEqual(['af: 5 is not one of 4, 6']);
    expect(validateValue(p({ name: 'is_public', type: 'boolean' }), 'yes')).toEqual([
      'is_public: yes is not true or false',
    ]);
  });

  it('checks multiples and lengths', () => {
    const size = p({ name: 'size', type: 'integer', minimum: 28, maximum: 1184, multipleOf: 4 });
    expect(validateValue(size, '30')).toEqual(['size: 30 is not a multiple of 4']);
    expect(validateValue(p({ name: 'ssid', maxLength: 3 }), 'abcd')).toEqual([
      'ssid: 4 characters, more than the 3 allowed',
    ]);
  });

  it('checks each value of a comma-separated list, and how many there are', () => {
    const probes = p({ name: 'ids', type: 'integer', allowMultiple: true, maxItems: 2 });
    expect(validateValue(probes, '1, x, 3')).toEqual(['ids takes at most 2 values, not 3', 'ids: x is not a number']);
  });

  it('mentions a missing required value, and nothing for a missing optional one', () => {
    expect(validateValue(p({ name: 'pk', required: true }), '')).toEqual(['pk is required']);
    expect(validateValue(pageSize, '')).toEqual([]);
  });
});
