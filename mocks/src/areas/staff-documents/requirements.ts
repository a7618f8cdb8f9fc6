// Which documents a staff member owes: the active label settings of their staff title, each answered by their latest
// upload under that label unless it has expired. Pending = required labels with no upload, or an expired one.
import type { Db, User } from '../../db/index.js';
import { today } from '../../kit/dates.js';
import type { StaffTitle } from '../staff-titles/staff-title.js';
import type { DocumentLabelSetting, StaffFile } from './rows.js';

/** The staff title a user without one is held to, by user type (parents and the Super Admin owe nothing). */
const titleByUserType: Readonly<Record<string, string>> = {
  Therapist: 'RBT',
  'Office Administrator': 'Office Manager',
};

/** The user's staff title: the one their row names (`title_id`), else the usual title of their user type. */
export function staffTitleOf(db: Db, user: User): StaffTitle | undefined {
  const titles = db.defineTable<StaffTitle>('user_groups');
  const own = user.title_id;
  if (own !== null) return titles.find(own);
  const usual = titleByUserType[user.user_type];
  return usual === undefined ? undefined : titles.active().find((title) => title.name === usual);
}

/** The active label settings of the user's title. */
export function requirementsOf(db: Db, user: User, settings: readonly DocumentLabelSetting[]): DocumentLabelSetting[] {
  const title = staffTitleOf(db, user);
  if (!title) return [];
  return settings.filter((setting) => setting.user_group_id === title.id && setting.status === 1 && setting.deleted_at === null);
}

export type DocumentState = 'uploaded' | 'pending' | 'expired';

export interface Requirement {
  setting: DocumentLabelSetting;
  state: DocumentState;
  file: StaffFile | undefined;
}

function sameLabel(a: string | null, b: string): boolean {
  return a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Each label the user's title asks for, with the latest upload answering it (by label id, else by label text). */
export function requirementStates(db: Db, user: User, settings: readonly DocumentLabelSetting[], files: readonly StaffFile[]): Requirement[] {
  const day = today();
  const own = files.filter((file) => file.staff_id === user.id).sort((a, b) => b.id - a.id);
  return requirementsOf(db, user, settings).map((setting) => {
    const file = own.find((candidate) => candidate.label_id === setting.id) ?? own.find((candidate) => sameLabel(candidate.label, setting.label));
    const state: DocumentState = !file ? 'pending' : file.expires_on !== null && file.expires_on < day ? 'expired' : 'uploaded';
    return { setting, state, file };
  });
}

export function pendingCount(requirements: readonly Requirement[]): number {
  return requirements.filter((requirement) => requirement.setting.required === 1 && requirement.state !== 'uploaded').length;
}
