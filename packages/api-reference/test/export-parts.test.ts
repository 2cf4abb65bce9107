import { describe, expect, it } from 'vitest';
import { componentNames } from '../src/model/component-names.ts';
import { exampleOf } from '../src/model/example.ts';
import type { Model } from '../src/model/model.ts';
import { formatMismatch } from '../src/model/value-checks.ts';

describe('componentNames', () => {
  it('keeps valid ids and maps others to stable, unique names', () => {
    expect([...componentNames(['Probe', 'Measurement Write', 'MeasurementWrite', 'Probe (full)', 'Ünïcode!'])]).toEqual(
      [
        ['Probe', 'Probe'],
        ['Measurement Write', 'MeasurementWrite_2'],
        ['MeasurementWrite', 'MeasurementWrite'],
        ['Probe (full)', 'ProbeFull'],
        ['Ünïcode!', 'NCode'],
      ],
    );
    expect(componentNames(['a b', 'a-b'])).toEqual(componentNames(['a b', 'a-b']));
  });
});

describe('formatMismatch', () => {
  it.each([
    ['2024-05-01T12:00:00Z', 'date-time', undefined],
    ['2024-05-01 12:00:00+02:00', 'date-time', undefined],
    ['now', 'date-time', 'does not fit format date-time'],
    ['2024-13-01', 'date', 'does not fit format date'],
    [5000000000, 'int32', 'is outside the range of int32'],
    [1.5, 'int64', 'does not fit format int64'],
    ['2001:db8::1', 'ipv6', undefined],
    ['300.1.1.1', 'ipv4', 'does not fit format ipv4'],
    ['not a uuid', 'uuid', 'does not fit format uuid'],
    ['anything', 'my-format', undefined],
  ] as const)('%j against %s', (value, format, expected) => {
    expect(formatMismatch(value, format)).toBe(expected);
  });
});

describe('exampleOf', () => {
  const models = new Map<string, Model>([
    [
      'Msm',
      {
        id: 'Msm',
        description: '',
        discriminator: 'type',
        subTypes: ['Ping'],
        fields: [
          { name: 'id', type: 'integer', description: '', required: false, readOnly: true },
          { name: 'type', type: 'string', enum: ['ping', 'dns'], description: '', required: true },
          { name: 'start', type: 'string', format: 'date-time', description: '', required: false },
          { name: 'tags', type: 'array', items: { type: 'string', maxLength: 3 }, description: '', required: false },
        ],
      },
    ],
    [
      'Ping',
      {
        id: 'Ping',
        description: '',
        parent: 'Msm',
        discriminatorValue: 'ping',
        fields: [
          { name: 'packets', type: 'integer', minimum: 1, maximum: 16, default: 3, description: '', required: false },
          { name: 'size', type: 'integer', minimum: 28, multipleOf: 8, description: '', required: false },
        ],
      },
    ],
  ]);

  it('shows a parent as its first subtype, from defaults, enums, formats and bounds', () => {
    expect(exampleOf({ type: 'object', model: 'Msm' }, models, 'request')).toEqual({
      type: 'ping',
      start: '2024-05-01T12:00:00Z',
      tags: ['str'],
      packets: 3,
      // A value that looks like the API's own, within the bounds.
      size: 48,
    });
    expect(exampleOf({ type: 'object', model: 'Msm' }, models, 'response')).toMatchObject({ id: 1 });
  });

  it('gives tuples one value per position', () => {
    const pair = { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] };
    expect(exampleOf({ type: 'array', items: pair }, models, 'response')).toEqual([['string', 1]]);
  });
});
