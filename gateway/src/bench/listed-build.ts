// The web build the bench's gateway serves: the web client as built, with the bench's own queries listed beside the
// web client's operations, so that the bench sends them by hash as a production client sends its own. A folder of
// links to the build's files and a manifest of both lists; made once per run, removed when the run ends.
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifestFileName, operationHash } from '../protection/trusted-operations.js';

/** The web client's build, which the bench's gateways serve. */
export const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

let made: string | undefined;

/** The folder (made on first use): `texts` listed by their sha256 beside the web build's operations. */
export function listedBuild(texts: readonly string[]): string {
  if (made) return made;
  const folder = mkdtempSync(join(tmpdir(), 'bench-web-'));
  for (const entry of readdirSync(webDist)) if (entry !== manifestFileName) symlinkSync(join(webDist, entry), join(folder, entry));
  const listed = JSON.parse(readFileSync(join(webDist, manifestFileName), 'utf8')) as Record<string, string>;
  for (const text of texts) listed[operationHash(text)] = text;
  writeFileSync(join(folder, manifestFileName), JSON.stringify(listed));
  // Removes the links, not what they point at.
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  made = folder;
  return folder;
}
