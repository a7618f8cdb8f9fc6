// The last word on what a client reads of a refusal: "Did you mean ...?" hints taken out where they are switched off
// (they spell out the schema to whoever probes it), and graphql-js's token-limit message told plainly.
import type { GraphQLFormattedError } from 'graphql';
import { limitMessages } from './limits.js';

type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

// graphql-js: 'Cannot query field "x" on type "Query". Did you mean "y"?' (also for arguments, types, enum values).
const suggestion = /\s*Did you mean [^?]*\?/g;
// graphql-js 16 spells it "more that"; later versions may fix the typo.
const tokenLimit = /^Syntax Error: Document contains more th(?:at|an) (\d+) tokens\. Parsing aborted\.$/;

export function withoutSuggestions(message: string): string {
  return message.replace(suggestion, '');
}

export function protectedErrorFormat(inner: FormatError, options: { fieldSuggestions: boolean }): FormatError {
  return (formatted, error) => {
    let out = inner(formatted, error);
    const tokens = tokenLimit.exec(out.message);
    if (tokens) {
      const max = Number(tokens[1]);
      out = { ...out, message: limitMessages.tokens(max, max + 1), extensions: { ...out.extensions, limit: 'tokens', max } };
    }
    if (!options.fieldSuggestions) {
      const hidden = withoutSuggestions(out.message);
      if (hidden !== out.message) out = { ...out, message: hidden };
    }
    return out;
  };
}
