// The README's example is the test that runs: the block printed under "Testing against mocked resolvers" is
// readme-example.test.ts, word for word (its first line, the comment naming it, aside).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

it("prints readme-example.test.ts as the README's example", () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Testing against mocked resolvers'));
  const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  const example = readFileSync(new URL('./readme-example.test.ts', import.meta.url), 'utf8')
    .split('\n')
    .slice(1)
    .join('\n');
  expect(block).toBe(example);
  expect(example.trim().split('\n').length).toBeLessThan(20);
});
