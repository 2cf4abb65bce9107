export { Rollover, type RolloverProps } from './Rollover.tsx';
export { useRollover, type RolloverOptions } from './useRollover.ts';
