import { parse, type Token } from '@messageformat/parser';

/** The area whose messages the chat home's first frame needs; it loads before the app (i18n/load.ts). */
export const FIRST_AREA = 'first';

/** Each placeholder of a message with the TypeScript type of its value. */
export type Placeholders = Readonly<Record<string, string>>;

function typeOf(token: Token): string | null {
  switch (token.type) {
    case 'argument':
      return 'string | number';
    case 'function':
      return token.key === 'number' ? 'number' : 'string | number';
    case 'plural':
    case 'selectordinal':
      return 'number';
    case 'select':
      return 'string';
    default:
      return null;
  }
}

function collect(tokens: readonly Token[], into: Record<string, string>): void {
  for (const token of tokens) {
    const type = typeOf(token);
    if (type !== null && 'arg' in token) into[token.arg] = type;
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
      for (const choice of token.cases) collect(choice.tokens, into);
  }
}

/** The placeholders of an ICU message (`{name}`, `{count, plural, …}`), by name. */
export function placeholdersOf(message: string): Placeholders {
  const found: Record<string, string> = {};
  collect(parse(message), found);
  return found;
}
