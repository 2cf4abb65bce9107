/** What a reader sees of a page that its content HTML does not hold: the scroll position and open disclosures. */
export interface ViewState {
  scrollY: number;
  /** The indices, in document order, of the open `<details>` of the content. */
  openDetails: number[];
}

const CONTENT = '.ad-content';

/** The view of the page, before its content is replaced by a newer version of the same page. */
export function captureView(doc: Document, scrollY: number): ViewState {
  const details = [...doc.querySelectorAll<HTMLDetailsElement>(`${CONTENT} details`)];
  return { scrollY, openDetails: details.flatMap((element, index) => (element.open ? [index] : [])) };
}

/** Opens again the disclosures that were open and returns to the scroll position, once the new content is in. */
export function restoreView(doc: Document, view: ViewState, scrollTo: (y: number) => void): void {
  const details = [...doc.querySelectorAll<HTMLDetailsElement>(`${CONTENT} details`)];
  for (const index of view.openDetails) {
    const element = details[index];
    if (element) element.open = true;
  }
  scrollTo(view.scrollY);
}
