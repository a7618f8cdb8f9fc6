// The name rules of folders and files, and the numbered name a copy or restore takes when its own is used.
import { describe, expect, it } from 'vitest';
import { fileKindOf } from './kinds.js';
import { freeName, nameMessages, nameProblem } from './names.js';

describe('folder and file names', () => {
  it.each([
    ['Treatment Plans', undefined],
    ['Évaluation – Zoë 2026.pdf', undefined],
    ['', nameMessages.required],
    ['a/b', nameMessages.slash],
    ['a\\b', nameMessages.slash],
    ['..', nameMessages.dots],
    ['notes..txt', nameMessages.dots],
    ['line\nbreak', nameMessages.control],
    ['x'.repeat(256), nameMessages.long],
    ['x'.repeat(255), undefined],
  ])('%j: %s', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });

  it('numbers a taken name before its extension', () => {
    const taken = new Set(['Plan.pdf', 'Plan (2).pdf', 'Templates']);
    expect(freeName('Plan.pdf', (name) => taken.has(name))).toBe('Plan (3).pdf');
    expect(freeName('Templates', (name) => taken.has(name))).toBe('Templates (2)');
    expect(freeName('New.pdf', (name) => taken.has(name))).toBe('New.pdf');
  });
});

describe('file kinds by content', () => {
  it('tells text by its bytes and its name, and refuses a program named as a PDF', () => {
    const text = new TextEncoder().encode('a,b\n1,2\n');
    expect(fileKindOf(text, 'data.csv')).toBe('csv');
    expect(fileKindOf(text, 'notes.txt')).toBe('txt');
    expect(fileKindOf(text, 'script.sh')).toBeUndefined();
    expect(fileKindOf(new Uint8Array([0x4d, 0x5a, 0x90, 0]), 'report.pdf')).toBeUndefined();
    expect(fileKindOf(new TextEncoder().encode('GIF89a\u0001\u0000'), 'x.gif')).toBe('gif');
  });
});
