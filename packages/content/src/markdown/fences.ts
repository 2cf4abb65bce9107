/** A line that opens or closes fenced code: three or more backticks or tildes, indented at most three spaces. */
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * Which lines of markdown are outside fenced code, the fence lines themselves counted inside. A fence closes on
 * a fence of the same character at least as long (CommonMark's rule); what the line-based readers of this
 * package (the sidebar's titles, VitePress's containers) skip.
 */
export function outsideFences(lines: readonly string[]): boolean[] {
  let fence: string | undefined;
  return lines.map((line) => {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === undefined ? marker : undefined;
      return false;
    }
    return fence === undefined;
  });
}
