export { Legal, type LegalProps } from './Legal.tsx';
export { LegalAccordion } from './LegalAccordion.tsx';
export {
  loadLegal,
  loadLegalSections,
  legalPagesUrl,
  configurationError,
  type LegalLoad,
  type LoadLegalOptions,
} from './load-sections.ts';
export {
  BUILTIN_ICON_IDS,
  builtinIconOf,
  deepLinkUrl,
  parseDeepLink,
  sortSections,
  titleOf,
  type DeepLink,
  type LegalConfig,
  type LegalConfigEntry,
  type LegalSection,
  type ResolvedSection,
} from './model.ts';
export { useLegalAccordion, type LegalAccordionState } from './useLegalAccordion.ts';
export { useLegalSections, type LegalSectionsState } from './useLegalSections.ts';
export { useFindPrompt, type FindPromptState } from './useFindPrompt.ts';
export { useUntilFound, supportsBeforeMatch } from './useUntilFound.ts';
