import { createContext, useContext } from 'react';

/** What the build-time views of a resource page share. */
export interface ReferenceContextValue {
  /** A description (markdown) as sanitised HTML. */
  toHtml: (markdown: string) => string;
  /** The models that have a section on this page, so that types can link to them. */
  models: ReadonlySet<string>;
}

export const ReferenceContext = createContext<ReferenceContextValue>({ toHtml: () => '', models: new Set() });

export const useReference = (): ReferenceContextValue => useContext(ReferenceContext);
