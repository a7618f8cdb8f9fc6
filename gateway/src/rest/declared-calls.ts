// The calls the schema declares, for the catalogue tests: each as `METHOD path` and `* path` (any method), every
// `{placeholder}` written `{}` so names need not match.
import { buildGatewaySchema } from '../schema/build.js';

/** `METHOD path`; `*` where the catalogue does not say which method the call takes. */
export type CatalogueCall = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | '*'} ${string}`;

export function declaredCalls(): Set<string> {
  const { engine } = buildGatewaySchema();
  return new Set(
    [...engine.fields()].flatMap((field) => {
      const path = field.spec.path.replace(/\{[^}]+\}/g, '{}');
      return [`${field.spec.method} ${path}`, `* ${path}`];
    }),
  );
}
