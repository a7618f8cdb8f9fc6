// The note as the page works with it: answers by field key, the kinds answered by choosing several lines, and where a
// refusal's field message belongs.
import type { SessionNoteFieldsFragment, SessionTemplateFieldKind } from '../../gql/graphql';

export type Note = SessionNoteFieldsFragment;
export type NoteField = Note['fields'][number];
export type Answers = Record<string, string>;

/** Kinds answered by ticking lines: several choices, the program targets run, the playlist items run. */
const listKinds: ReadonlySet<SessionTemplateFieldKind> = new Set(['MULTI_CHOICE', 'PROGRAM_TARGET', 'PLAYLIST']);

export function isListKind(kind: SessionTemplateFieldKind): boolean {
  return listKinds.has(kind);
}

/** What the form starts with: the saved answer, else the template's filled default text. */
export function initialAnswers(note: Note): Answers {
  return Object.fromEntries(note.fields.map((field) => [field.key, field.answer ?? field.prefill ?? '']));
}

export function answerList(answers: Answers): { key: string; value: string }[] {
  return Object.entries(answers).map(([key, value]) => ({ key, value }));
}

/** The lines ticked in a list answer. */
export function linesOf(answer: string): string[] {
  return answer.split('\n').filter((line) => line !== '');
}

function camel(name: string): string {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The message the API gave for a field, whether it named it by key or as one of the answers. */
export function fieldMessage(errors: Readonly<Record<string, string>>, key: string): string | undefined {
  return errors[camel(key)] ?? errors[`answers.${camel(key)}`] ?? errors[key];
}
