// The standard note prefills its summary from short codes the practice's templates know: a code nobody fills would
// reach the note as written ({service_name}), and the therapist would sign it.
import { describe, expect, it } from 'vitest';
import { fillShortCodes, sampleShortCodeValues, unknownShortCodes } from '../session-templates/short-codes.js';
import { standardTemplate } from './template.js';

describe('the standard note template', () => {
  it('names only short codes that are filled, and reads as a sentence once they are', () => {
    const texts = standardTemplate.fields.flatMap((field) => (field.default_text === null ? [] : [field.default_text]));
    expect(unknownShortCodes(texts)).toEqual([]);
    const summary = fillShortCodes(standardTemplate.fields[0]!.default_text!, sampleShortCodeValues());
    expect(summary).toBe('Jordan Avery attended ABA-HB Direct Therapy on 11/24/2026 from 9:00 AM to 11:00 AM (8 units).');
  });
});
