/** The part of html-to-text (10.x, no types of its own) the mail templates use. */
declare module 'html-to-text' {
  export interface SelectorDefinition {
    selector: string;
    format?: string;
    options?: Record<string, unknown>;
  }
  export interface HtmlToTextOptions {
    wordwrap?: number | false | null;
    selectors?: SelectorDefinition[];
    formatters?: Record<string, unknown>;
  }
  export function convert(html: string, options?: HtmlToTextOptions): string;
}
