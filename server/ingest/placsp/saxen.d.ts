// saxen ships no types: the part of its API the PLACSP reader uses.
declare module 'saxen' {
  type Decode = (text: string) => string;
  export class Parser {
    /** Maps namespace URIs to the prefixes element names are given; others get `nsN`. */
    ns(aliases: Record<string, string>): void;
    on(
      event: 'openTag',
      handler: (name: string, attrs: () => Record<string, string>, decode: Decode) => void,
    ): void;
    on(event: 'closeTag', handler: (name: string) => void): void;
    on(event: 'text', handler: (value: string, decode: Decode) => void): void;
    on(event: 'cdata', handler: (value: string) => void): void;
    on(event: 'error', handler: (error: Error) => void): void;
    parse(xml: string): void;
  }
}
