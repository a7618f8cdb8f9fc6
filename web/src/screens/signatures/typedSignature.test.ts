// The typed-name path: a name becomes a PNG drawn in a script face, as large as fits, or is refused with a reason.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sniffImageType } from '../../feedback/screenshotFile';
import { fakeCanvases, fakeContext } from './canvasFake.fixture';
import { drawTypedName, inkColour, scriptFont, signatureImage, typedNameProblem, typedSignatureFile } from './typedSignature';

afterEach(() => vi.restoreAllMocks());

describe('typedNameProblem', () => {
  it('refuses a blank name and one over 100 characters', () => {
    expect(typedNameProblem('   ')).toBe('Type your name to sign.');
    expect(typedNameProblem('a'.repeat(101))).toBe('A typed signature may be at most 100 characters.');
  });

  it('accepts a name, spaces around it ignored', () => {
    expect(typedNameProblem('  Ada Lovelace ')).toBeNull();
    expect(typedNameProblem('a'.repeat(100))).toBeNull();
  });
});

describe('drawTypedName', () => {
  it('clears the canvas and writes the trimmed name centred, in ink, in the shipped script face at 64 px', () => {
    const context = fakeContext();
    drawTypedName(context, '  Ada Lovelace  ');
    expect(context.calls[0]).toEqual(['clearRect', 0, 0, 600, 160]);
    expect(context.font).toBe(scriptFont(64));
    expect(context.font).toBe('64px "Dancing Script", cursive');
    expect(context.calls).toContainEqual(['set fillStyle', inkColour]);
    expect(context.calls.at(-1)).toEqual(['fillText', 'Ada Lovelace', 300, 80, 552]);
  });

  it('shrinks the face so that a long name fits between the margins', () => {
    const context = fakeContext();
    const name = 'Maximiliana Theodora Evangelina Worthington-Smythe';
    drawTypedName(context, name);
    const px = Number(/(\d+)px/.exec(context.font)?.[1]);
    expect(px).toBeLessThan(64);
    // The fake measures half the size per character: the name now fits in 552 pixels.
    expect(name.length * px * 0.5).toBeLessThanOrEqual(552);
  });
});

describe('typedSignatureFile', () => {
  it('is a PNG (by its content) named signature.png of the saved size, with the name drawn on it', async () => {
    const contexts = fakeCanvases();
    const file = await typedSignatureFile('Grace Hopper');
    expect(file.name).toBe('signature.png');
    expect(file.type).toBe('image/png');
    expect(await sniffImageType(file)).toBe('image/png');
    const [canvas, context] = [...contexts.entries()][0]!;
    expect([canvas.width, canvas.height]).toEqual([signatureImage.width, signatureImage.height]);
    expect(context.calls).toContainEqual(['fillText', 'Grace Hopper', 300, 80, 552]);
  });
});
