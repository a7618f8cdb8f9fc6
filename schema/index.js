// Reads the SDL files of this folder, one per area, in a stable order.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const schemaDir = dirname(fileURLToPath(import.meta.url));

export function schemaFiles() {
  return readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => join(schemaDir, name));
}

export function loadTypeDefs() {
  return schemaFiles().map((file) => readFileSync(file, 'utf8'));
}
