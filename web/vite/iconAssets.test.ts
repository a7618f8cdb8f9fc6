import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { namedIcons } from './iconAssets';

describe('the common icons', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  function sources(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'icons-'));
    made.push(root);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it('are the icon names quoted in the sources, once each, leaving out tests and other files', () => {
    const root = sources({
      'layout/Menu.tsx': `const entries = [{ icon: 'people' }, { icon: "calendar" }]; <Icon icon={open ? 'chevron-up' : 'chevron-down'} />`,
      'kit/list/Toolbar.tsx': `<Button icon="refresh" text="Refresh" /> <Button icon="people" />`,
      'kit/list/Toolbar.test.tsx': `<Button icon="trash" />`,
      'kit/notes.md': `'cog'`,
    });
    const known = new Set(['people', 'calendar', 'chevron-up', 'chevron-down', 'refresh', 'trash', 'cog', 'search']);
    expect(namedIcons([join(root, 'layout'), join(root, 'kit')], known)).toEqual(['calendar', 'chevron-down', 'chevron-up', 'people', 'refresh']);
  });

  it('leave out quoted words that name no icon', () => {
    const root = sources({ 'app/Labels.ts': `export const labels = ['Refresh', 'people-list', 'people'];` });
    expect(namedIcons([join(root, 'app')], new Set(['people', 'refresh']))).toEqual(['people']);
  });
});
