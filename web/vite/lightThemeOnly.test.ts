import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { lightThemeOnly } from './lightThemeOnly';

const built = async (css: string) => (await postcss([lightThemeOnly()]).process(css, { from: undefined })).css;

describe('the light theme only', () => {
  it('leaves out the rules and selectors that need the dark class, and keeps every other', async () => {
    const css = [
      '.bp6-button { color: black; }',
      '.bp6-dark .bp6-button { color: white; }',
      '.bp6-button.bp6-minimal, .bp6-dark .bp6-button.bp6-minimal { background: none; }',
      '.bp6-dark-blue-tag { color: navy; }',
      '@media (min-width: 600px) { .bp6-dark .bp6-card, .bp6-card.bp6-dark { padding: 0; } .bp6-card { margin: 0; } }',
    ].join('\n');
    const out = await built(css);
    expect(out).toContain('.bp6-button { color: black; }');
    expect(out).toContain('.bp6-button.bp6-minimal { background: none; }');
    expect(out).toContain('.bp6-dark-blue-tag');
    expect(out).toContain('.bp6-card { margin: 0; }');
    expect(out).not.toMatch(/\.bp6-dark[ .,{]/);
  });
});
