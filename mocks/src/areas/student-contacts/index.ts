// A student's contacts: personal contacts (parents, guardians, relatives) and
// school contacts (teachers, case managers), listed together or apart, with their own email update.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { logActivity } from '../student-activity/activity.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { defineStudentRecords, type StudentOwned } from '../students/student-records.js';
import { detailedStudents, students } from '../students/table.js';

export interface StudentContact extends StudentOwned {
  /** personal or school. */
  contact_type: string;
  relationship: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  alternate_phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  school_name: string | null;
  is_primary: boolean;
  is_emergency: boolean;
  can_pick_up: boolean;
  notes: string | null;
}

export const contactTypes = ['personal', 'school'] as const;
const personalRelationships = ['Mother', 'Father', 'Guardian', 'Grandparent', 'Aunt', 'Uncle', 'Sibling', 'Foster Parent'];
const schoolRelationships = ['Teacher', 'Special Education Teacher', 'Case Manager', 'School Psychologist', 'Principal', 'Speech Therapist'];

function seedContacts(faker: Faker, db: Db): NewRow<StudentContact>[] {
  const rows: NewRow<StudentContact>[] = [];
  for (const student of detailedStudents(db)) {
    const count = faker.number.int({ min: 1, max: 3 });
    for (let index = 0; index < count; index += 1) {
      const school = index > 0 && faker.datatype.boolean(0.35);
      const firstName = faker.person.firstName();
      const lastName = school ? faker.person.lastName() : student.last_name;
      rows.push({
        student_id: student.id,
        contact_type: school ? 'school' : 'personal',
        relationship: faker.helpers.arrayElement(school ? schoolRelationships : personalRelationships),
        first_name: firstName,
        last_name: lastName,
        email: faker.internet.email({ firstName, lastName, provider: school ? 'schools.test' : undefined }).toLowerCase(),
        phone: faker.phone.number({ style: 'national' }),
        alternate_phone: faker.datatype.boolean(0.3) ? faker.phone.number({ style: 'national' }) : null,
        address: school ? null : student.address,
        city: school ? null : student.city,
        state: school ? null : student.state,
        zip: school ? null : student.zip,
        school_name: school ? student.school_name : null,
        is_primary: index === 0,
        is_emergency: !school && faker.datatype.boolean(0.6),
        can_pick_up: !school && faker.datatype.boolean(0.7),
        notes: null,
      });
    }
  }
  return rows;
}

const contacts = defineStudentRecords<StudentContact>({
  title: 'Contact',
  type: 'StudentContact',
  table: 'student_contacts',
  scopedLists: [
    { path: 'personal-contacts/{id}', where: (row) => row.contact_type === 'personal' },
    { path: 'school-contacts/{id}', where: (row) => row.contact_type === 'school' },
  ],
  seed: seedContacts,
  defaults: { is_primary: false, is_emergency: false, can_pick_up: false },
  validate: (record, errors) => {
    errors.oneOf('contact_type', record.contact_type, contactTypes);
    errors.email('email', record.email);
    if (!errors.has('phone') && !errors.has('email') && !record.email && !record.phone) {
      errors.add('phone', 'The phone field is required when email is not present.');
    }
  },
  searchable: ['first_name', 'last_name', 'email', 'phone', 'relationship'],
  order: (a, b) => Number(b.is_primary) - Number(a.is_primary) || a.id - b.id,
  activity: 'Contact',
  describe: (row) => `contact ${row.first_name} ${row.last_name}`,
});

export const studentContactsArea: Area = {
  name: 'student-contacts',
  after: ['students'],
  register(router, context) {
    contacts.register(router, context);
    const { db, auth } = context;
    const table = contacts.table(db);
    // A contact's email alone: the address the portal writes to (intake forms, reports).
    router.post('/update-contact-email/:id', ...studentGuard(auth, 'Edit'), (req, res) => {
      const id = parseId(req.params.id);
      const contact = id === undefined ? undefined : table.find(id);
      const student = contact && students(db).find(contact.student_id);
      if (!contact || !student || !seesStudent(callerOf(req).user, student)) {
        notFound(res, 'Contact not found.');
        return;
      }
      const email = typeof req.body?.email === 'string' ? req.body.email.trim() : '';
      const errors = new FieldErrors();
      errors.required({ email }, ['email']);
      errors.email('email', email);
      if (!errors.empty) {
        unprocessable(res, errors);
        return;
      }
      const row = table.update(contact.id, { email })!;
      logActivity(db, {
        studentId: student.id,
        user: callerOf(req).user,
        module: 'Contact',
        action: 'updated',
        description: `Changed the email of ${row.first_name} ${row.last_name}.`,
      });
      ok(res, { message: 'Contact email updated successfully.', data: row });
    });
  },
};
