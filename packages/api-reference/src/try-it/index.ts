/**
 * The try-it client: pure functions that build the request of an operation from the user's values, and
 * the one function that sends it. No UI, no DOM beyond fetch.
 */
export { buildUrl, missingPathParameters, DEFAULT_BASE_URL, type BuiltUrl, type UrlOperation } from './build-url.ts';
export { buildRequest, type TryRequest } from './build-request.ts';
export {
  toCurl,
  toPython,
  toFetch,
  shellQuote,
  API_KEY_PLACEHOLDER,
  CODE_LANGUAGES,
  type CodeOptions,
} from './code-samples.ts';
export { checkBody } from './body.ts';
export { editorFor, canApply, type EditorKind, type EditorOption, type EditorRule } from './editor.ts';
export { validateValue } from './validate.ts';
export { sendRequest, DEFAULT_TIMEOUT_MS, type SendOptions, type SendResult } from './send.ts';
export { valuesOf, type ParameterValues } from './values.ts';
