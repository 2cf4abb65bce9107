/**
 * Where JSON text first stops being valid JSON, as a 1-based line and column, or null when it is valid.
 * `JSON.parse` says what is wrong but not always where ("Unexpected token ','"), and an author needs the line.
 */
class JsonSyntaxError extends Error {
  constructor(readonly at: number) {
    super(`not JSON at offset ${at}`);
  }
}

export function jsonErrorAt(text: string): { line: number; column: number } | null {
  let i = 0;
  const fail = (): never => {
    throw new JsonSyntaxError(i);
  };
  const space = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
  };
  const literal = (word: string): void => {
    for (const char of word) {
      if (text[i] !== char) fail();
      i++;
    }
  };
  const string = (): void => {
    i++;
    while (text[i] !== '"') {
      const char = text.charAt(i);
      if (i >= text.length || char < ' ') fail();
      if (char === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[\da-f]{4}$/i.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text.charAt(i)) || i >= text.length) fail();
      }
      i++;
    }
    i++;
  };
  const number = (): void => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail();
    i += match?.[0].length ?? 0;
  };
  /** An object's members or an array's elements, from the opening bracket to `close`. */
  const list = (close: string, item: () => void): void => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      space();
      if (text[i] === close) return void i++;
      if (text[i] !== ',') fail();
      i++;
    }
  };
  const member = (): void => {
    space();
    if (text[i] !== '"') fail();
    string();
    space();
    if (text[i] !== ':') fail();
    i++;
    value();
  };
  const value = (): void => {
    space();
    const char = text[i];
    if (char === '{') return list('}', member);
    if (char === '[') return list(']', value);
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    number();
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return null;
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const before = text.slice(0, Math.min(error.at, text.length));
    const line = before.split('\n').length;
    return { line, column: before.length - before.lastIndexOf('\n') };
  }
}
