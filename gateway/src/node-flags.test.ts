// `npm start` and `npm run start:mocked` are the commands a practice runs; they must start node with the settings the
// benchmark measured.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gatewayNodeFlags } from './node-flags.js';

const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };

describe('gatewayNodeFlags', () => {
  it.each(['start', 'start:mocked'])('are the flags `npm run %s` starts the gateway with', (script) => {
    const started = /node (.*)gateway\/dist\/main\.js$/.exec(rootPackage.scripts[script] ?? '');
    expect(started, `npm run ${script} starts gateway/dist/main.js with node`).not.toBeNull();
    expect(started![1]!.split(/\s+/).filter(Boolean)).toEqual(gatewayNodeFlags);
  });
});
