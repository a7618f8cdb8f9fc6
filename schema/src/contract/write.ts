// Writes the practice API's description beside the build: dist/practice-api.openapi.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describePracticeApi } from './describe.js';
import { schemaFiles } from '@portal/schema';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const target = join(root, 'dist/practice-api.openapi.json');
mkdirSync(dirname(target), { recursive: true });
const areas = schemaFiles().map((file) => ({ name: basename(file, '.graphql'), sdl: readFileSync(file, 'utf8') }));
writeFileSync(target, JSON.stringify(describePracticeApi(areas, version)));
