// What one GraphQL document may ask for: depth, aliases, cost and directives are checked by graphql-armor's validation
// rules, tokens by graphql-js's own parser limit. Each refusal is a validation error (HTTP 400) whose message says
// what was found and what is allowed, with `extensions.limit`, `max` and `found` for programs.
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ParseOptions, type ValidationContext, type ValidationRule } from 'graphql';
import type { GatewayConfig } from '../config.js';

export type LimitName = 'depth' | 'aliases' | 'cost' | 'directives' | 'tokens';

export const limitMessages: Record<LimitName, (max: number, found: number) => string> = {
  depth: (max, found) => `The query is nested ${found} levels deep; at most ${max} levels are allowed.`,
  aliases: (max, found) => `The query uses ${found} aliases; at most ${max} are allowed.`,
  cost: (max, found) =>
    `The query is too expensive: its cost is ${found}, at most ${max} is allowed. Ask for fewer fields or split it into several queries.`,
  directives: (max, found) => `The query uses ${found} directives; at most ${max} are allowed.`,
  tokens: (max) => `The query is too long: it has more than ${max} tokens (names, values and punctuation); at most ${max} are allowed.`,
};

/** The refusal for a limit, as the validation error Apollo Server sends (code GRAPHQL_VALIDATION_FAILED). */
export function limitError(limit: LimitName, max: number, found: number): GraphQLError {
  return new GraphQLError(limitMessages[limit](max, found), { extensions: { limit, max, found } });
}

// graphql-armor tells what it found only inside its own message ("... exceeded, found 12.").
function reportAs(limit: LimitName, max: number): (context: ValidationContext | null, error: GraphQLError) => void {
  return (context, error) => {
    const found = Number(/found (\d+(?:\.\d+)?)/.exec(error.message)?.[1] ?? NaN);
    context?.reportError(limitError(limit, max, Number.isFinite(found) ? Math.ceil(found) : max + 1));
  };
}

export interface RequestLimits {
  validationRules: ValidationRule[];
  parseOptions: ParseOptions;
}

export function requestLimits(limits: GatewayConfig['limits']): RequestLimits {
  const rule = (limit: LimitName, n: number) => ({ n, exposeLimits: true, propagateOnRejection: false, onReject: [reportAs(limit, n)] });
  const armor = new ApolloArmor({
    // Fragments count where they are spread, not as a level (or a cost factor) of their own: the screens compose
    // their documents from components' fragments, and that must not make the same query look deeper or dearer.
    maxDepth: { ...rule('depth', limits.maxDepth), ignoreIntrospection: true, flattenFragments: true },
    maxAliases: rule('aliases', limits.maxAliases),
    maxDirectives: rule('directives', limits.maxDirectives),
    costLimit: {
      maxCost: limits.maxCost,
      ignoreIntrospection: true,
      flattenFragments: true,
      exposeLimits: true,
      propagateOnRejection: false,
      onReject: [reportAs('cost', limits.maxCost)],
    },
    // Tokens are counted by graphql-js's parser (parseOptions below), before any rule runs; suggestions are hidden
    // by the error formatter, which can take them out of the message instead of masking them.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  return { validationRules: armor.protect().validationRules, parseOptions: { maxTokens: limits.maxTokens } };
}
