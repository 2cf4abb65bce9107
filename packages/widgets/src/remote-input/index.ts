export {
  formatBytes,
  jsonDepth,
  LimitError,
  parseJsonWithin,
  readTextWithin,
  tooDeep,
  tooLarge,
  yieldToBrowser,
} from './limits.ts';
