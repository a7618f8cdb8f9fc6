// What the note-helper blocks list: a student's program targets and playlists (from the student's programs), and
// the sentences of a note-helper category (its active sub-categories).
import type { Db } from '../../db/index.js';
import type { NoteHelperCategory, NoteHelperSubCategory } from '../note-helper-categories/note-helper-category.js';
import { programTables, type StudentProgram } from '../student-programs/records.js';

export const noteHelperTables = { categories: 'note_helper_categories', subCategories: 'note_helper_sub_categories' } as const;

export interface NoteHelperTarget {
  program_id: number;
  program_name: string;
  target_id: number;
  target_name: string;
  status: string;
}

export interface NoteHelperPlaylistItem {
  program_id: number;
  program_name: string;
  position: number;
  target_id: number;
  target_name: string;
}

function targetsOf(db: Db, programs: readonly StudentProgram[]): NoteHelperTarget[] {
  const byProgram = new Map(programs.map((program) => [program.id, program]));
  return programTables(db)
    .targets.active()
    .filter((target) => byProgram.has(target.program_id))
    .map((target) => ({
      program_id: target.program_id,
      program_name: byProgram.get(target.program_id)!.name,
      target_id: target.id,
      target_name: target.name,
      status: target.status,
    }));
}

/** A student's targets, of one program category where given. */
export function studentTargets(db: Db, studentId: number, programCategoryId?: number): NoteHelperTarget[] {
  const programs = programTables(db)
    .programs.active()
    .filter((program) => program.student_id === studentId && (programCategoryId === undefined || program.category_id === programCategoryId));
  return targetsOf(db, programs);
}

export function programTargets(db: Db, programId: number): NoteHelperTarget[] | undefined {
  const program = programTables(db).programs.find(programId);
  return program ? targetsOf(db, [program]) : undefined;
}

/** A student's playlists (one program's where given), item by item in the order a session runs them. */
export function studentPlaylist(db: Db, studentId: number, programId?: number): NoteHelperPlaylistItem[] {
  const { programs, targets } = programTables(db);
  const names = new Map(targets.active().map((target) => [target.id, target.name]));
  return programs
    .active()
    .filter((program) => program.student_id === studentId && (programId === undefined || program.id === programId))
    .flatMap((program) =>
      program.playlist
        .filter((id) => names.has(id))
        .map((id, index) => ({
          program_id: program.id,
          program_name: program.name,
          position: index + 1,
          target_id: id,
          target_name: names.get(id)!,
        })),
    );
}

/** The active top-level categories, in their order. */
export function parentCategories(db: Db): NoteHelperCategory[] {
  return db
    .table<NoteHelperCategory>(noteHelperTables.categories)
    .active()
    .filter((category) => category.status === 1)
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0) || a.id - b.id);
}

/** The sentences a block offers: its category's active sub-categories. */
export function helperSentences(db: Db, categoryId: number | null): string[] {
  if (categoryId === null) return [];
  return db
    .table<NoteHelperSubCategory>(noteHelperTables.subCategories)
    .active()
    .filter((sub) => sub.category_id === categoryId && sub.status === 1)
    .map((sub) => sub.name);
}
