// A student's assessments (student/assessments/{id}, assessment-student) and diagnoses (student/diagnosis/{id},
// student-diagnosis), as per-student records.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { staffRecords } from '../students/related.js';
import { checkDate, defineStudentRecords, type StudentOwned } from '../students/student-records.js';
import { detailedStudents } from '../students/table.js';
import { dayOf } from '../../kit/dates.js';

export interface StudentAssessment extends StudentOwned {
  /** skill, preference, health or general. */
  kind: string;
  /** The assessment category of the setup lists, when one applies. */
  category_id: number | null;
  title: string;
  assessed_on: string;
  assessed_by: number | null;
  score: number | null;
  max_score: number | null;
  /** Scheduled or Completed. */
  status: string;
  notes: string | null;
}

export const assessmentKinds = ['skill', 'preference', 'health', 'general'] as const;
const titles: Record<string, string[]> = {
  skill: ['VB-MAPP Milestones', 'ABLLS-R', 'AFLS Basic Living Skills', 'Vineland-3'],
  preference: ['MSWO Preference Assessment', 'Paired Stimulus Preference Assessment', 'Reinforcer Survey'],
  health: ['Health History Review', 'Sleep and Diet Questionnaire'],
  general: ['Functional Behavior Assessment', 'Initial Intake Assessment', 'Six-Month Progress Review'],
};

function seedAssessments(faker: Faker, db: Db): NewRow<StudentAssessment>[] {
  const staff = staffRecords(db).map((member) => member.id);
  return detailedStudents(db).flatMap((student) =>
    faker.helpers.arrayElements([...assessmentKinds], { min: 1, max: 3 }).map((kind) => {
      const maxScore = kind === 'skill' ? 170 : kind === 'general' ? 100 : null;
      const completed = faker.datatype.boolean(0.85);
      return {
        student_id: student.id,
        kind,
        category_id: null,
        title: faker.helpers.arrayElement(titles[kind]!),
        assessed_on: dayOf(faker.date.past({ years: 1 })),
        assessed_by: faker.helpers.arrayElement(staff),
        score: maxScore && completed ? faker.number.int({ min: Math.round(maxScore * 0.2), max: maxScore }) : null,
        max_score: maxScore,
        status: completed ? 'Completed' : 'Scheduled',
        notes: faker.datatype.boolean(0.3) ? faker.lorem.sentence() : null,
      };
    }),
  );
}

export const assessmentRecords = defineStudentRecords<StudentAssessment>({
  title: 'Assessment',
  type: 'StudentAssessment',
  table: 'student_assessments',
  seed: seedAssessments,
  defaults: { status: 'Completed', category_id: null, score: null, max_score: null, assessed_by: null, notes: null },
  validate: (record, errors, db) => {
    errors.oneOf('kind', record.kind, assessmentKinds);
    errors.oneOf('status', record.status, ['Scheduled', 'Completed']);
    checkDate(errors, record, 'assessed_on');
    if (record.assessed_by != null && !staffRecords(db).some((member) => member.id === record.assessed_by)) {
      errors.add('assessed_by', 'The selected assessed by is invalid.');
    }
    if (record.score != null && record.max_score != null && record.score > record.max_score) {
      errors.add('score', 'The score field must not be greater than the max score.');
    }
  },
  filters: { kind: (row, value) => row.kind === value, category_id: (row, value) => String(row.category_id) === value },
  searchable: ['title', 'notes'],
  order: (a, b) => b.assessed_on.localeCompare(a.assessed_on) || b.id - a.id,
  activity: 'Assessment',
  describe: (row) => `assessment ${row.title}`,
});

export interface StudentDiagnosis extends StudentOwned {
  icd_code: string;
  description: string;
  diagnosed_on: string | null;
  diagnosed_by: string | null;
  is_primary: boolean;
  notes: string | null;
}

const diagnoses: [string, string][] = [
  ['F84.0', 'Autistic disorder'],
  ['F90.2', 'Attention-deficit hyperactivity disorder, combined type'],
  ['F80.2', 'Mixed receptive-expressive language disorder'],
  ['F88', 'Other disorders of psychological development'],
  ['F41.9', 'Anxiety disorder, unspecified'],
  ['G40.909', 'Epilepsy, unspecified'],
];

function seedDiagnoses(faker: Faker, db: Db): NewRow<StudentDiagnosis>[] {
  return detailedStudents(db).flatMap((student) => {
    const primary = diagnoses.find(([code]) => code === student.diagnosis_code) ?? diagnoses[0]!;
    const extra = faker.datatype.boolean(0.3) ? [faker.helpers.arrayElement(diagnoses.filter(([code]) => code !== primary[0]))] : [];
    return [primary, ...extra].map(([code, description], index) => ({
      student_id: student.id,
      icd_code: code,
      description,
      diagnosed_on: dayOf(faker.date.past({ years: 4, refDate: student.intake_date ?? undefined })),
      diagnosed_by: `Dr. ${faker.person.lastName()}`,
      is_primary: index === 0,
      notes: null,
    }));
  });
}

export const diagnosisRecords = defineStudentRecords<StudentDiagnosis>({
  title: 'Diagnosis',
  type: 'StudentDiagnosis',
  table: 'student_diagnoses',
  seed: seedDiagnoses,
  defaults: { is_primary: false, diagnosed_on: null, diagnosed_by: null, notes: null },
  validate: (record, errors) => {
    if (!errors.has('icd_code') && !/^[A-TV-Z]\d{2}(\.[0-9A-Z]{1,4})?$/i.test(String(record.icd_code))) {
      errors.add('icd_code', 'The icd code field must be an ICD-10 code (F84.0).');
    }
    checkDate(errors, record, 'diagnosed_on');
  },
  order: (a, b) => Number(b.is_primary) - Number(a.is_primary) || a.id - b.id,
  activity: 'Diagnosis',
  describe: (row) => `diagnosis ${row.icd_code}`,
});
