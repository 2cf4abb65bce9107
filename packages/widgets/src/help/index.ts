export { Help, type HelpProps } from './Help.tsx';
export { useHelpPopover, type HelpPopoverOptions } from './useHelpPopover.ts';
