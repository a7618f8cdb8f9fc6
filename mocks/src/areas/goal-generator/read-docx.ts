// Doc to excel: reads a clinician's Word document with mammoth and turns its paragraphs into goal rows, following the
// template's markers (which style or list kind is a student, a skill area, a goal, a target). Paragraphs with no
// marker (notes, blank lines) are left out; a goal or target before what it belongs to is refused with its place.
import mammoth from 'mammoth';
import { ConversionError } from './conversion-error.js';
import { levelLabels, levels, markerLabels, markerOf, type ConversionLayout, type GoalRow, type Level, type Marker } from './markers.js';

/** The parts of mammoth's document tree the reader looks at. */
interface DocNode {
  type: string;
  value?: string;
  styleName?: string | null;
  numbering?: { level: string; isOrdered: boolean } | null;
  children?: DocNode[];
}

interface Paragraph {
  /** 1-based, counting the document's non-empty paragraphs. */
  number: number;
  text: string;
  marker: Marker | null;
}

const styleMarkers: Readonly<Record<string, Marker>> = {
  title: 'title',
  'heading 1': 'heading-1',
  'heading 2': 'heading-2',
  'heading 3': 'heading-3',
};

function textOf(node: DocNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.type === 'tab' || node.type === 'break') return ' ';
  return (node.children ?? []).map(textOf).join('');
}

function markerOfParagraph(node: DocNode): Marker | null {
  const style = styleMarkers[(node.styleName ?? '').trim().toLowerCase()];
  if (style) return style;
  if (node.numbering) return node.numbering.isOrdered ? 'numbered' : 'bulleted';
  return null;
}

function collectParagraphs(node: DocNode, into: DocNode[]): void {
  if (node.type === 'paragraph') into.push(node);
  else for (const child of node.children ?? []) collectParagraphs(child, into);
}

/** The document's non-empty paragraphs with their markers; undefined when mammoth cannot read it. */
async function paragraphsOf(bytes: Buffer): Promise<Paragraph[] | undefined> {
  const found: DocNode[] = [];
  try {
    await mammoth.convertToHtml(
      { buffer: bytes },
      {
        transformDocument: (document: DocNode) => {
          collectParagraphs(document, found);
          return document;
        },
      },
    );
  } catch {
    return undefined;
  }
  return found
    .map((node) => ({ text: textOf(node).replace(/\s+/g, ' ').trim(), marker: markerOfParagraph(node) }))
    .filter((paragraph) => paragraph.text !== '')
    .map((paragraph, index) => ({ ...paragraph, number: index + 1 }));
}

function quoted(text: string): string {
  return `'${text.length > 60 ? `${text.slice(0, 57)}...` : text}'`;
}

/**
 * The goal rows of a Word document. `student` names the one student of a document whose template has no student
 * marker. Throws a ConversionError for a document that is not Word, holds no goals, or does not fit the template.
 */
export async function readGoalDocument(bytes: Buffer, layout: ConversionLayout, student: string | undefined): Promise<GoalRow[]> {
  const paragraphs = await paragraphsOf(bytes);
  if (!paragraphs) throw new ConversionError('The file could not be read as a Word document (.docx).');
  if (paragraphs.length === 0) throw new ConversionError('The Word document holds no text.');
  const used = levels.filter((level) => markerOf(layout, level) !== null);
  const levelOf = new Map<Marker, Level>(used.map((level) => [markerOf(layout, level)!, level]));
  const current: Partial<Record<Level, string>> = layout.student_marker === null ? { student: student ?? '' } : {};
  const rows: GoalRow[] = [];
  let openGoal = false;
  const closeGoal = () => {
    if (openGoal) rows.push({ student: current.student!, skill_area: current.skill_area!, goal: current.goal!, target: '' });
    openGoal = false;
  };
  for (const paragraph of paragraphs) {
    const level = paragraph.marker ? levelOf.get(paragraph.marker) : undefined;
    if (!level) continue;
    // Each level needs the one above it: a goal needs a skill area (and a student, where the document names them).
    const above = used[used.indexOf(level) - 1];
    if (above && current[above] === undefined) {
      throw new ConversionError(
        `Paragraph ${paragraph.number} ${quoted(paragraph.text)} is a ${levelLabels[level]} (${markerLabels[paragraph.marker!]}) ` +
          `but no ${levelLabels[above]} (${markerLabels[markerOf(layout, above)!]}) comes before it: ` +
          `the template '${layout.name}' does not fit this document.`,
      );
    }
    if (level !== 'target') closeGoal();
    current[level] = paragraph.text;
    for (const below of used.slice(used.indexOf(level) + 1)) delete current[below];
    if (level === 'goal') openGoal = true;
    if (level === 'target') {
      rows.push({ student: current.student!, skill_area: current.skill_area!, goal: current.goal!, target: paragraph.text });
      openGoal = false;
    }
  }
  closeGoal();
  if (rows.length === 0) {
    throw new ConversionError(
      `No paragraph of the document is a goal (${markerLabels[layout.goal_marker]}) under a skill area ` +
        `(${markerLabels[layout.skill_area_marker]}): the template '${layout.name}' does not fit this document.`,
    );
  }
  return rows;
}
