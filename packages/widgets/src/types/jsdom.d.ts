// jsdom ships no types and @types/jsdom is not installed; this is the little the Node sanitiser uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
