import { createContext, useContext } from 'react';
import type { Model } from '../model/model.ts';

/** What the build-time views of a resource page share. */
export interface ReferenceContextValue {
  /** A description (markdown) as sanitised HTML. */
  toHtml: (markdown: string) => string;
  /** The models that have a section on this page, so that types can link to them. */
  models: ReadonlySet<string>;
  /** Every model of the description, by id: bodies are shown by their fields, and their examples built. */
  all: ReadonlyMap<string, Model>;
}

export const ReferenceContext = createContext<ReferenceContextValue>({
  toHtml: () => '',
  models: new Set(),
  all: new Map(),
});

export const useReference = (): ReferenceContextValue => useContext(ReferenceContext);
