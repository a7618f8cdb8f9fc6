// A form's earlier versions as the builder lists them: newest first, each with its number of questions (a section
// heading asks nothing) and when the next version replaced it, in the practice's date-time format.
import { formatMonthFirst } from '../../../../dates/timestamps';
import { typeLabels, type SavedField } from './builder';

export interface EarlierVersion {
  version: number;
  title: string;
  fields: readonly SavedField[];
  replacedAt?: string | null;
}

/** The earlier versions, newest first, whatever order they came in. */
export function newestFirst<T extends EarlierVersion>(versions: readonly T[]): T[] {
  return [...versions].sort((a, b) => b.version - a.version);
}

/** "1 question", "4 questions": the fields that take an answer. */
export function questionCount(fields: readonly SavedField[]): string {
  const count = fields.filter((field) => field.type !== 'section').length;
  return count === 1 ? '1 question' : `${count} questions`;
}

/** When the version was replaced, MM/DD/YYYY HH:mm:ss; "date unknown" when the API kept none. */
export function replacedWhen(replacedAt: string | null | undefined): string {
  const formatted = replacedAt ? formatMonthFirst(replacedAt) : undefined;
  return formatted ? `replaced ${formatted}` : 'date unknown';
}

/** The fields as the read-only preview shows them: each question's answer type said before its own help text. */
export function withTypeShown(fields: readonly SavedField[]): SavedField[] {
  return fields.map((field) => {
    if (field.type === 'section') return field;
    const type = typeLabels[field.type] ?? field.type;
    return { ...field, helpText: field.helpText ? `${type} · ${field.helpText}` : type };
  });
}
