// A web build's folder holding only its manifest of operations, for tests of what the gateway runs by hash.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manifestFileName, operationHash } from '../protection/trusted-operations.js';

/** The folder, its manifest holding `entries` as written (keys as codegen spells them, with or without `sha256:`). */
export function webBuildWith(entries: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(folder, manifestFileName), JSON.stringify(entries));
  return folder;
}

/** The folder, listing each text by its hash. */
export function webBuildListing(texts: readonly string[]): string {
  return webBuildWith(Object.fromEntries(texts.map((text) => [operationHash(text), text])));
}
