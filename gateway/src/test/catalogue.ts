// The calls a per-area catalogue test lists, checked against the schema: each call is `METHOD path` (`*` where the
// catalogue does not say the method), placeholders written `{}` so their names need not match.
import { buildGatewaySchema } from '../schema/build.js';

export type Call = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | '*'} ${string}`;

/** The schema's calls as `METHOD path` and `* path`, each `{placeholder}` written `{}`. */
export function declaredCalls(): Set<string> {
  const { engine } = buildGatewaySchema();
  return new Set(
    [...engine.fields()].flatMap((field) => {
      const path = field.spec.path.replace(/\{[^}]+\}/g, '{}');
      return [`${field.spec.method} ${path}`, `* ${path}`];
    }),
  );
}
