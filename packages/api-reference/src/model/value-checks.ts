import type { WarningSink } from './errors.ts';
import type { EnumValue, ValueSchema } from './model.ts';

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

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const INT_RANGES: Readonly<Record<string, [number, number]>> = {
  int32: [-2147483648, 2147483647],
  int64: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/**
 * Why a value does not fit the format it is declared with (`does not fit format date-time`), or undefined
 * when it fits or the format is one this check does not know. The formats of JSON Schema and OpenAPI.
 */
export function formatMismatch(value: EnumValue, format: string): string | undefined {
  const misfit = `does not fit format ${format}`;
  const range = INT_RANGES[format];
  if (range) {
    if (typeof value !== 'number' || !Number.isInteger(value)) return misfit;
    return value < range[0] || value > range[1] ? `is outside the range of ${format}` : undefined;
  }
  if (format === 'float' || format === 'double') return typeof value === 'number' ? undefined : misfit;
  if (typeof value !== 'string')
    return ['date', 'date-time', 'time', 'uuid', 'email', 'uri', 'url', 'ipv4', 'ipv6'].includes(format)
      ? misfit
      : undefined;
  const fits: Readonly<Record<string, () => boolean>> = {
    date: () => DATE.test(value),
    time: () => TIME.test(value),
    'date-time': () => {
      const [date, time] = value.split(/[Tt ]/, 2);
      return (
        date !== undefined &&
        time !== undefined &&
        DATE.test(date) &&
        TIME.test(time) &&
        /[zZ]|[+-]\d\d:\d\d$/.test(time)
      );
    },
    uuid: () => UUID.test(value),
    email: () => EMAIL.test(value),
    uri: () => URL.canParse(value),
    url: () => URL.canParse(value),
    ipv4: () => IPV4.test(value),
    ipv6: () => value.includes(':') && URL.canParse(`http://[${value}]/`),
  };
  const check = fits[format];
  return check && !check() ? misfit : undefined;
}
