/** Loads the class of a custom element, as a chunk of its own. */
export type ElementLoader = () => Promise<CustomElementConstructor>;

/** The names among `names` of the elements in `node`: the node itself and its descendants. */
export function elementNamesIn(node: Node, names: Iterable<string>): string[] {
  if (!(node instanceof Element || node instanceof Document || node instanceof DocumentFragment)) return [];
  return [...names].filter(
    (name) => (node instanceof Element && node.localName === name) || node.querySelector(name) !== null,
  );
}

export interface DefineOnDemandOptions {
  /** Where the elements appear; default the document. */
  root?: Document | Element;
  registry?: CustomElementRegistry;
}

/**
 * Defines each element once the first of its kind is in the page: its class loads then, so a page pays only
 * for the widgets it shows. Elements already in the page upgrade when their class is defined, as any custom
 * element does; `customElements.whenDefined(name)` tells when.
 */
export function defineOnDemand(
  loaders: Record<string, ElementLoader>,
  { root = document, registry = customElements }: DefineOnDemandOptions = {},
): void {
  const pending = new Map(Object.entries(loaders).filter(([name]) => !registry.get(name)));
  const load = (node: Node): void => {
    for (const name of elementNamesIn(node, pending.keys())) {
      const loader = pending.get(name);
      pending.delete(name);
      loader?.().then(
        (element) => {
          if (!registry.get(name)) registry.define(name, element);
        },
        (error: unknown) => console.error(`<${name}> could not be loaded:`, error),
      );
    }
  };
  load(root);
  if (pending.size === 0) return;
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) load(node);
    if (pending.size === 0) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
}
