/** jsdom ships no types (no @types/jsdom here); the part the API tests use to parse SVG. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(markup: string, options?: { contentType?: string });
    readonly window: { document: Document };
  }
}
