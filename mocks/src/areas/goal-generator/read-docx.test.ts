// Reading a clinician's Word document: paragraphs without a marker (a title, notes) are left out, a goal without
// targets is a row of its own, and a target before any goal is refused naming its paragraph.
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { ConversionError } from './conversion-error.js';
import type { ConversionLayout } from './markers.js';
import { readGoalDocument } from './read-docx.js';

const layout: ConversionLayout = {
  name: 'Treatment plan',
  student_marker: null,
  skill_area_marker: 'heading-1',
  goal_marker: 'heading-2',
  target_marker: 'bulleted',
  student_column: 'Student',
  skill_area_column: 'Skill Area',
  goal_column: 'Goal',
  target_column: 'Target',
};

async function word(...paragraphs: Paragraph[]): Promise<Buffer> {
  return Buffer.from(await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] })));
}

describe('readGoalDocument', () => {
  it('reads skill areas, goals and targets by their markers and leaves notes out', async () => {
    const bytes = await word(
      new Paragraph({ text: 'Treatment plan, spring term', heading: HeadingLevel.TITLE }),
      new Paragraph('Reviewed with the family on 3 March.'),
      new Paragraph({ text: 'Manding', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({ text: 'Request items with two words', heading: HeadingLevel.HEADING_2 }),
      new Paragraph({ text: 'Cookie please', bullet: { level: 0 } }),
      new Paragraph('Probe weekly.'),
      new Paragraph({ text: 'Want ball', bullet: { level: 0 } }),
      new Paragraph({ text: 'Request help', heading: HeadingLevel.HEADING_2 }),
    );
    expect(await readGoalDocument(bytes, layout, 'Avery Stone')).toEqual([
      { student: 'Avery Stone', skill_area: 'Manding', goal: 'Request items with two words', target: 'Cookie please' },
      { student: 'Avery Stone', skill_area: 'Manding', goal: 'Request items with two words', target: 'Want ball' },
      { student: 'Avery Stone', skill_area: 'Manding', goal: 'Request help', target: '' },
    ]);
  });

  it('refuses a target before any goal, naming the paragraph', async () => {
    const bytes = await word(
      new Paragraph({ text: 'Tacting', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({ text: 'Animals', bullet: { level: 0 } }),
    );
    const refused = readGoalDocument(bytes, layout, 'Avery Stone');
    await expect(refused).rejects.toBeInstanceOf(ConversionError);
    await expect(refused).rejects.toThrow(
      "Paragraph 2 'Animals' is a target (bulleted list item) but no goal (Heading 2 style) comes before it: the template 'Treatment plan' does not fit this document.",
    );
  });

  it('refuses a document with no goal under a skill area', async () => {
    await expect(readGoalDocument(await word(new Paragraph('Notes only.')), layout, 'A B')).rejects.toThrow(
      /No paragraph of the document is a goal \(Heading 2 style\)/,
    );
  });
});
