// Excel to doc: writes goal rows as a Word document with docx, in the template's layout — each student, skill area,
// goal and target as the paragraph its marker names (a style, or a numbered or bulleted list item), so the document
// reads back through doc to excel as the same rows.
import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, type IParagraphOptions } from 'docx';
import { levels, markerOf, type ConversionLayout, type GoalRow, type Level, type Marker } from './markers.js';

const goalNumbering = 'goal-numbering';

const headings: Readonly<Record<Exclude<Marker, 'numbered' | 'bulleted'>, (typeof HeadingLevel)[keyof typeof HeadingLevel]>> = {
  title: HeadingLevel.TITLE,
  'heading-1': HeadingLevel.HEADING_1,
  'heading-2': HeadingLevel.HEADING_2,
  'heading-3': HeadingLevel.HEADING_3,
};

/** A list item's depth: a list inside a list (targets under numbered goals) is indented one level. */
function paragraph(text: string, marker: Marker, depth: number, numberingInstance: number): Paragraph {
  const options: IParagraphOptions =
    marker === 'numbered'
      ? { text, numbering: { reference: goalNumbering, level: depth, instance: numberingInstance } }
      : marker === 'bulleted'
        ? { text, bullet: { level: depth } }
        : { text, heading: headings[marker] };
  return new Paragraph(options);
}

/** The written document's bytes. A student level is written when the template marks students. */
export async function writeGoalDocument(rows: readonly GoalRow[], layout: ConversionLayout): Promise<Buffer> {
  const used = levels.filter((level) => markerOf(layout, level) !== null);
  const paragraphs: Paragraph[] = [];
  const last: Partial<Record<Level, string>> = {};
  // Numbering restarts under each skill area: goals are 1., 2., ... within it.
  let instance = 0;
  for (const row of rows) {
    let changed = false;
    for (const level of used) {
      const text = row[level];
      if (!changed && last[level] === text) continue;
      changed = true;
      last[level] = text;
      if (level === 'target' && text === '') continue;
      if (level === 'skill_area') instance += 1;
      const marker = markerOf(layout, level)!;
      const listAbove = used.slice(0, used.indexOf(level)).filter((above) => {
        const kind = markerOf(layout, above);
        return kind === 'numbered' || kind === 'bulleted';
      }).length;
      paragraphs.push(paragraph(text, marker, listAbove, instance));
    }
  }
  const document = new Document({
    creator: 'Goal generator',
    title: layout.name,
    numbering: {
      config: [
        {
          reference: goalNumbering,
          levels: [0, 1, 2].map((level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children: paragraphs }],
  });
  return Buffer.from(await Packer.toBuffer(document));
}
