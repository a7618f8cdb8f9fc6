// The roles an ABA practice runs with, each holding items of the seeded permission catalogue (never an id the
// catalogue lacks: seededPermissionItemId throws for one).
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import { permissionMethods } from '../auth/permissions.js';
import { seededPermissionItemId, seededPermissionItems } from '../permission-setup/seed.js';
import type { Role } from './role.js';
import { timestamp } from '../../kit/dates.js';

const all = permissionMethods;
const list = ['List'] as const;

/** Role → module label → methods. */
const roles: readonly { name: string; description: string; grants: Record<string, readonly string[]> }[] = [
  {
    name: 'Therapist',
    description: 'Runs sessions with assigned students.',
    grants: { 'Student List': list, 'Calendar / List View': list, Message: list, 'Students Behavior Graph': list },
  },
  { name: 'Parent', description: 'Reads messages from the team.', grants: { Message: list } },
  {
    name: 'BCBA',
    description: 'Designs and supervises treatment for a caseload.',
    grants: {
      'Student List': all,
      Goals: all,
      Program: all,
      Assessments: all,
      Diagnosis: list,
      'Students Behavior Graph': list,
      'Students Note Helper Graph': list,
      'Calendar / List View': all,
      Message: all,
      'Goal Import': list,
      'Auto Generate Session': [...list, 'Generate Session Report'],
    },
  },
  {
    name: 'BCaBA',
    description: 'Assists the BCBA with a caseload under supervision.',
    grants: {
      'Student List': ['List', 'Edit'],
      Goals: ['List', 'Edit'],
      Program: ['List', 'Edit'],
      'Students Behavior Graph': list,
      'Calendar / List View': list,
      Message: list,
    },
  },
  {
    name: 'RBT',
    description: 'Registered behavior technician delivering direct sessions.',
    grants: { 'Student List': list, 'Calendar / List View': list, Message: list, Goals: list },
  },
  {
    name: 'Lead RBT',
    description: 'Senior technician who also trains new RBTs.',
    grants: { 'Student List': list, 'Calendar / List View': all, Message: all, Goals: list, 'Students Behavior Graph': list },
  },
  {
    name: 'Clinical Director',
    description: 'Oversees clinical quality across the practice.',
    grants: {
      'Student List': all,
      'Staff List': all,
      Goals: all,
      Program: all,
      Assessments: all,
      'Assessment Category': all,
      Diagnosis: all,
      'Behavior Category': all,
      'Students Behavior Graph': list,
      'Students Note Helper Graph': list,
      Monitoring: list,
      'Activity Log': list,
    },
  },
  {
    name: 'Billing Specialist',
    description: 'Prepares claims and invoices.',
    grants: {
      Funders: all,
      'Funder Plans': all,
      'Billing Codes': all,
      Service: all,
      'Service Line': all,
      'Invoice List / Import / Export': all,
      'Invoice Report': list,
      'Request SETSS Invoice': all,
      'Student List': list,
    },
  },
  {
    name: 'Intake Coordinator',
    description: 'Enrols new families and collects documents.',
    grants: { 'Student List': ['List', 'Add', 'Edit'], Agency: list, Funders: list, Files: all, 'File Management': list, Templates: list },
  },
  {
    name: 'Scheduler',
    description: 'Books sessions and fills cancellations.',
    grants: { 'Calendar / List View': all, 'Student List': list, 'Staff List': list, Location: list, Message: all },
  },
  {
    name: 'HR Manager',
    description: 'Manages staff records, documents and payroll.',
    grants: { 'Staff List': all, 'Staff Punch History': list, Certification: all, Files: all, 'HR Platform': ['Go To Website'] },
  },
  {
    name: 'Front Desk',
    description: 'Greets families and answers the phone.',
    grants: { 'Student List': list, 'Calendar / List View': list, Message: all },
  },
  {
    name: 'Quality Assurance',
    description: 'Audits notes, data and authorizations.',
    grants: {
      'Student List': list,
      'Auto Generate Session': list,
      'Rethink Session Data': list,
      'Error List': list,
      Monitoring: list,
      'Activity Log': list,
    },
  },
  {
    name: 'Speech-Language Pathologist',
    description: 'Provides speech therapy alongside ABA.',
    grants: { 'Student List': list, 'Calendar / List View': list, Message: list, Goals: ['List', 'Add'] },
  },
  {
    name: 'Occupational Therapist',
    description: 'Provides occupational therapy alongside ABA.',
    grants: { 'Student List': list, 'Calendar / List View': list, Message: list, Goals: ['List', 'Add'] },
  },
  {
    name: 'Read Only Auditor',
    description: 'External auditor with read access to records.',
    grants: { 'Student List': list, 'Staff List': list, Funders: list, 'Billing Codes': list, 'Invoice Report': list },
  },
];

export const seededRoleNames = ['Office Administrator', ...roles.map((role) => role.name)];

export function seedRoles(faker: Faker): NewRow<Role>[] {
  const office: NewRow<Role> = {
    name: 'Office Administrator',
    description: 'Runs the office: every module of the practice.',
    status: 1,
    permission_ids: seededPermissionItems.map((_, index) => index + 1),
  };
  return [
    office,
    ...roles.map((role, index) => ({
      name: role.name,
      description: role.description,
      status: index === roles.length - 1 ? 0 : 1,
      permission_ids: Object.entries(role.grants).flatMap(([label, methods]) => methods.map((method) => seededPermissionItemId(label, method))),
    })),
  ].map((row) => {
    const created = faker.date.past({ years: 3 });
    return { ...row, created_at: timestamp(created), updated_at: timestamp(created) };
  });
}
