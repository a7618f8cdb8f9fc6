// The goal rows as a spreadsheet, with the template's column headers: written with exceljs (doc to excel) and read
// back (excel to doc), where a sheet without the template's headers is refused naming the missing columns.
import { normaliseHeader, isBlankRecord } from '../../kit/sheet-record.js';
import { readXlsx, toXlsx } from '../../kit/xlsx.js';
import { ConversionError } from './conversion-error.js';
import { columnOf, levelLabels, levels, markerOf, type ConversionLayout, type GoalRow, type Level } from './markers.js';

/** The sheet's levels: the student column is written whether or not the document marks students. */
export function sheetHeader(layout: ConversionLayout): string[] {
  return levels.map((level) => columnOf(layout, level));
}

export async function writeGoalSheet(rows: readonly GoalRow[], layout: ConversionLayout): Promise<Buffer> {
  return toXlsx(
    'Goals',
    sheetHeader(layout),
    rows.map((row) => levels.map((level) => row[level])),
  );
}

/**
 * The goal rows of a workbook's first sheet, by the template's headers (matched without regard to case and spacing).
 * A goal document needs a skill area and a goal on every row; a row without them is refused by its number.
 */
export async function readGoalSheet(bytes: Buffer, layout: ConversionLayout): Promise<GoalRow[]> {
  const records = await readXlsx(bytes);
  if (!records) throw new ConversionError('The file could not be read as a spreadsheet (.xlsx).');
  const [header, ...body] = records.filter((record) => !isBlankRecord(record));
  if (!header) throw new ConversionError('The spreadsheet is empty: it has no header row and no goals.');
  const found = header.cells.map(normaliseHeader);
  const index = new Map<Level, number>();
  const missing: string[] = [];
  for (const level of levels) {
    const at = found.indexOf(normaliseHeader(columnOf(layout, level)));
    if (at >= 0) index.set(level, at);
    // A document of one student may leave the student column out.
    else if (level !== 'student' || markerOf(layout, 'student') !== null) missing.push(`'${columnOf(layout, level)}' (${levelLabels[level]})`);
  }
  if (missing.length > 0) {
    throw new ConversionError(
      `Row ${header.line} of the sheet lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} that the template '${layout.name}' ` +
        `maps; its headers are: ${header.cells.filter((cell) => cell.trim() !== '').join(', ') || 'none'}.`,
    );
  }
  if (body.length === 0) throw new ConversionError(`The sheet has its header row (row ${header.line}) but no goals below it.`);
  return body.map((record) => {
    const cell = (level: Level) => {
      const at = index.get(level);
      return at === undefined ? '' : (record.cells[at] ?? '').trim();
    };
    const row: GoalRow = { student: cell('student'), skill_area: cell('skill_area'), goal: cell('goal'), target: cell('target') };
    const needed: Level[] = layout.student_marker !== null ? ['student', 'skill_area', 'goal'] : ['skill_area', 'goal'];
    const empty = needed.filter((level) => row[level] === '');
    if (empty.length > 0) {
      throw new ConversionError(
        `Row ${record.line}: the ${empty.map((level) => `'${columnOf(layout, level)}'`).join(' and ')} cell is empty; every goal needs ${empty.map((level) => `a ${levelLabels[level]}`).join(' and ')}.`,
      );
    }
    return row;
  });
}
