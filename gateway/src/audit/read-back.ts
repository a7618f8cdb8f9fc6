// The trail read back for people: the records a filter selects, newest first, and a page of them.
import { toApiDate } from '../dates/dates.js';
import type { AuditRecord } from './record.js';

export interface TrailFilter {
  studentId?: string | null;
  userId?: string | null;
  /** The practice's calendar days, YYYY-MM-DD, both included. */
  from?: string | null;
  to?: string | null;
}

// A type, not an interface: resolvers answer records (objects with an index signature).
export type TrailPage = {
  pageInfo: { total: number; currentPage: number; lastPage: number; perPage: number; from: number | null; to: number | null };
  nodes: (AuditRecord & { studentCount: number })[];
};

// A page of the trail is read by a person; an export takes every record.
export const maxPerPage = 500;

/** The records the filter selects, newest first. */
export function selectRecords(records: readonly AuditRecord[], filter: TrailFilter = {}): AuditRecord[] {
  const { studentId, userId, from, to } = filter;
  const selected = records.filter((record) => {
    if (studentId && !record.studentIds.includes(studentId)) return false;
    if (userId && record.userId !== userId) return false;
    if (from || to) {
      const day = toApiDate(new Date(record.at));
      if ((from && day < from) || (to && day > to)) return false;
    }
    return true;
  });
  return selected.sort((a, b) => b.seq - a.seq || (a.at < b.at ? 1 : -1));
}

export function pageOf(records: readonly AuditRecord[], page = 1, perPage = 50): TrailPage {
  const size = Math.min(Math.max(1, perPage), maxPerPage);
  const total = records.length;
  const lastPage = Math.max(1, Math.ceil(total / size));
  const currentPage = Math.max(1, page);
  const start = (currentPage - 1) * size;
  const nodes = records.slice(start, start + size).map((record) => ({ ...record, studentCount: record.studentIds.length }));
  return {
    pageInfo: { total, currentPage, lastPage, perPage: size, from: nodes.length ? start + 1 : null, to: nodes.length ? start + nodes.length : null },
    nodes,
  };
}
