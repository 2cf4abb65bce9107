/**
 * The try-it client: pure functions that build the request of an operation from the user's values, and
 * the one function that sends it. No UI, no DOM beyond fetch.
 */
export { buildUrl, missingPathParameters, DEFAULT_BASE_URL, type BuiltUrl, type UrlOperation } from './build-url.ts';
export { buildRequest, type TryRequest } from './build-request.ts';
export {
  toCurl,
  toHttpie,
  toPython,
  toFetch,
  toNode,
  toGo,
  codeSamples,
  CODE_LANGUAGES,
  type CodeLanguage,
  type CodeSample,
} from './code-samples.ts';
export { toCousteau } from './atlas-tools/cousteau.ts';
export { toRipeAtlas } from './atlas-tools/command-line.ts';
export { API_KEY, API_KEY_PLACEHOLDER, type CodeOptions, type CodeRequest } from './code-request.ts';
export { shellQuote } from './shell.ts';
export { checkBody } from './body.ts';
export { editorFor, canApply, type EditorKind, type EditorOption, type EditorRule } from './editor.ts';
export { validateValue } from './validate.ts';
export { sendRequest, DEFAULT_TIMEOUT_MS, type SendOptions, type SendResult } from './send.ts';
export { valuesOf, type ParameterValues } from './values.ts';
