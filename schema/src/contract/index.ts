// The practice API's contract: its OpenAPI description, derived from the schema, and the checks held against it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenApiDocument } from './describe.js';
import { Contract } from './validate.js';

export { describePracticeApi, documentedErrorStatuses, type OpenApiDocument, type OpenApiOperation, type SchemaArea } from './describe.js';
export { Contract, type Call, type DescribedCall } from './validate.js';
export { snakeCase, camelCase } from './names.js';
export { hasWire, restOf, wireNameOf, type HttpMethod, type RestSpec } from './declarations.js';

/** Where the build writes the description. */
export const descriptionFile = join(dirname(fileURLToPath(import.meta.url)), '../practice-api.openapi.json');

let loaded: Contract | undefined;

/** The contract of the built description, read once per process. */
export function practiceApiContract(): Contract {
  loaded ??= new Contract(JSON.parse(readFileSync(descriptionFile, 'utf8')) as OpenApiDocument);
  return loaded;
}
