export { deadline, type Deadline } from './deadline.ts';
export { createSharedBudget, overBudget, utf8Length, type SharedBudget } from './budget.ts';
export {
  formatBytes,
  jsonDepth,
  LimitError,
  parseJsonWithin,
  readTextWithin,
  stepThrough,
  tooDeep,
  tooLarge,
  yieldToBrowser,
} from './limits.ts';
