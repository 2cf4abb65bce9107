/**
 * JSON that is safe inside a `<script>` element, as data or as a literal of inline code: no `</script>` can
 * close it early, and no line separator breaks a string literal of older engines.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
