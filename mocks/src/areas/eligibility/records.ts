// The eligibility tables: checks, enrolments, batches, and the clearing-house constants (service types, the
// clearing-house's funders). Seeded: every funder linked to a clearing-house funder of its own name (and some
// clearing-house funders linked to none), two service types assigned, and the last check of some students'
// memberships, answered in the past weeks.
import type { Db, NewRow, Row, Table } from '../../db/index.js';
import { daysLater, timestamp } from '../../kit/dates.js';
import type { StudentFunder } from '../student-funders/index.js';
import { displayName, relatedRecords } from '../students/related.js';
import { students } from '../students/table.js';
import { coverageOf, unknownMemberMessage, type Coverage } from './clearing-house.js';
import { now } from '../../kit/clock.js';

export type CheckStatus = 'pending' | 'active' | 'inactive' | 'failed';
export type EnrolmentStatus = 'pending' | 'enrolled' | 'rejected' | 'failed';

export interface EligibilityCheck extends Row {
  student_id: number;
  student_funder_id: number;
  funder_id: number;
  member_id: string;
  service_type_code: string;
  batch_id: number | null;
  status: CheckStatus;
  coverage: Coverage | null;
  message: string | null;
  attempts: number;
  requested_by: string | null;
  requested_at: string;
  checked_at: string | null;
}

export interface EligibilityEnrolment extends Row {
  student_id: number;
  student_funder_id: number;
  funder_id: number;
  member_id: string;
  payer_code: string;
  status: EnrolmentStatus;
  message: string | null;
  attempts: number;
  submitted_by: string | null;
  submitted_at: string;
  responded_at: string | null;
}

/** A row of a batch's sheet: the check it became, or why it became none. */
export interface BatchMember {
  row: number;
  member_id: string;
  check_id: number | null;
  message: string | null;
}

export interface EligibilityBatch extends Row {
  file_name: string;
  /** The file's SHA-256: the same file uploaded while its batch runs joins it. */
  digest: string;
  members: BatchMember[];
  created_by: string | null;
}

export interface LetaServiceType extends Row {
  code: string;
  name: string;
  assigned: boolean;
}

export interface LetaFunder extends Row {
  payer_code: string;
  name: string;
  funder_id: number | null;
}

export const serviceTypeCatalogue: readonly [string, string, boolean][] = [
  ['1', 'Medical Care', false],
  ['30', 'Health Benefit Plan Coverage', true],
  ['33', 'Chiropractic', false],
  ['35', 'Dental Care', false],
  ['47', 'Hospital', false],
  ['50', 'Hospital - Outpatient', false],
  ['86', 'Emergency Services', false],
  ['88', 'Pharmacy', false],
  ['98', 'Professional (Physician) Visit - Office', false],
  ['A4', 'Psychiatric', false],
  ['A6', 'Psychotherapy', false],
  ['AL', 'Vision (Optometry)', false],
  ['MH', 'Mental Health', true],
];

const unlinkedLetaFunders: readonly [string, string][] = [
  ['60054', 'Aetna Better Health'],
  ['62308', 'Cigna Behavioral Health'],
  ['87726', 'UnitedHealthcare Community Plan'],
  ['61101', 'Humana Military'],
  ['MCDNY', 'New York State Medicaid'],
  ['SKNJ0', 'Horizon NJ Health'],
  ['25133', 'Fidelis Care'],
  ['13551', 'Healthfirst'],
];

export function studentFunders(db: Db): Table<StudentFunder> {
  return db.table<StudentFunder>('student_funders');
}

export function funderName(db: Db, funderId: number): string {
  return relatedRecords(db, 'funders').find((funder) => funder.id === funderId)?.name ?? `Funder ${funderId}`;
}

export function studentName(db: Db, studentId: number): string | null {
  const student = students(db).find(studentId);
  return student ? displayName(student as unknown as Record<string, unknown>) : null;
}

/** The clearing-house code seeded for a funder. */
function letaCodeOf(funderId: number): string {
  return String(10000 + ((funderId * 7919) % 89999));
}

function seedLetaFunders(db: Db): NewRow<LetaFunder>[] {
  const linked = relatedRecords(db, 'funders').map((funder) => ({
    payer_code: letaCodeOf(funder.id),
    name: funder.name,
    funder_id: funder.id,
  }));
  return [...linked, ...unlinkedLetaFunders.map(([payer_code, name]) => ({ payer_code, name, funder_id: null }))];
}

/** The seeded batch: the first checks came from a sheet uploaded with them, one row of which named no member. */
const seededBatchId = 1;
const seededBatchSize = 5;

/** The newest check of the first memberships of every tenth student, answered one to twenty days ago. */
function seedChecks(db: Db): NewRow<EligibilityCheck>[] {
  if (!db.tableNames().includes('student_funders')) return [];
  return studentFunders(db)
    .active()
    .filter((membership) => membership.student_id % 10 === 1)
    .slice(0, 40)
    .map((membership, index) => {
      const checked = daysLater(now(), -(1 + (index % 20)));
      const coverage = coverageOf(membership.member_id, funderName(db, membership.funder_id));
      return {
        student_id: membership.student_id,
        student_funder_id: membership.id,
        funder_id: membership.funder_id,
        member_id: membership.member_id,
        service_type_code: '30',
        batch_id: index < seededBatchSize ? seededBatchId : null,
        status: coverage.active ? 'active' : 'inactive',
        coverage,
        message: null,
        attempts: 1,
        requested_by: 'Office Administrator',
        requested_at: timestamp(checked),
        checked_at: timestamp(checked),
      };
    });
}

function seedBatches(db: Db): NewRow<EligibilityBatch>[] {
  if (!db.tableNames().includes('eligibility_checks')) return [];
  const checks = db
    .table<EligibilityCheck>('eligibility_checks')
    .active()
    .filter((check) => check.batch_id === seededBatchId);
  if (checks.length === 0) return [];
  const members: BatchMember[] = checks.map((check, index) => ({ row: index + 2, member_id: check.member_id, check_id: check.id, message: null }));
  members.push({ row: checks.length + 2, member_id: 'X0000000', check_id: null, message: 'No student funder has member id X0000000.' });
  return [{ file_name: 'members-monthly.csv', digest: 'seeded', members, created_by: 'Office Administrator', created_at: checks[0]!.requested_at }];
}

/** Enrolments of the memberships checked in the seed: enrolled, or rejected where the funder does not know the member. */
function seedEnrolments(db: Db): NewRow<EligibilityEnrolment>[] {
  if (!db.tableNames().includes('eligibility_checks')) return [];
  return db
    .table<EligibilityCheck>('eligibility_checks')
    .active()
    .map((check) => ({
      student_id: check.student_id,
      student_funder_id: check.student_funder_id,
      funder_id: check.funder_id,
      member_id: check.member_id,
      payer_code: letaCodeOf(check.funder_id),
      status: check.member_id.endsWith('0') ? 'rejected' : 'enrolled',
      message: check.member_id.endsWith('0') ? unknownMemberMessage : null,
      attempts: 1,
      submitted_by: 'Office Administrator',
      submitted_at: check.requested_at,
      responded_at: check.requested_at,
    }));
}

export interface EligibilityTables {
  checks: Table<EligibilityCheck>;
  enrolments: Table<EligibilityEnrolment>;
  batches: Table<EligibilityBatch>;
  serviceTypes: Table<LetaServiceType>;
  letaFunders: Table<LetaFunder>;
}

export function eligibilityTables(db: Db): EligibilityTables {
  return {
    serviceTypes: db.defineTable<LetaServiceType>('leta_service_types', () =>
      serviceTypeCatalogue.map(([code, name, assigned]) => ({ code, name, assigned })),
    ),
    letaFunders: db.defineTable<LetaFunder>('leta_payers', () => seedLetaFunders(db)),
    checks: db.defineTable<EligibilityCheck>('eligibility_checks', () => seedChecks(db)),
    enrolments: db.defineTable<EligibilityEnrolment>('eligibility_enrolments', () => seedEnrolments(db)),
    batches: db.defineTable<EligibilityBatch>('eligibility_batches', () => seedBatches(db)),
  };
}
