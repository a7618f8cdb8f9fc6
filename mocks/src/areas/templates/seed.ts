// The seeded templates: a Word consent form and service agreement using merge fields and a short code, a PDF intake
// sheet with fields placed by the editor; and the practice's short codes.
import { randomBytes } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import { timestamp } from '../../kit/dates.js';
import { generatedPdf } from '../staff-documents/contents.js';
import { codesIn } from './merge-fields.js';
import type { DocumentTemplate, TemplateShortCode } from './tables.js';
import { wordDocument } from './word-document.js';

const wordTemplates: readonly [name: string, description: string, lines: string[]][] = [
  [
    'Consent for ABA Services',
    'Signed by the guardian before services start.',
    [
      'Consent for Applied Behavior Analysis Services',
      'Client: {student_name}    Date of birth: {dob}',
      'Funder: {funder}',
      'I, {guardian_name}, consent to {practice_name} providing ABA assessment and treatment services to {first_name}.',
      'Date: {today}',
    ],
  ],
  [
    'Financial Agreement',
    'Co-pays, cancellations and billing.',
    [
      'Financial Agreement',
      'Client: {student_name} ({client_code})',
      'Responsible party: {guardian_name}, {address}',
      'Services are billed to {funder}. Cancellations with less than 24 hours notice may be charged. Questions: {practice_phone}.',
      'Date: {today}',
    ],
  ],
];

export function seedTemplates(faker: Faker): NewRow<DocumentTemplate>[] {
  const created = () => timestamp(faker.date.past({ years: 1 }));
  const words = wordTemplates.map(([name, description, lines]): NewRow<DocumentTemplate> => {
    const at = created();
    return {
      name,
      description,
      kind: 'word',
      file_name: `${name}.docx`,
      storage_key: randomBytes(16).toString('hex'),
      body: wordDocument(lines),
      codes: codesIn(lines.join('\n')),
      pages: [],
      form_fields: [],
      placements: [],
      review_status: 'Approved',
      status: 1,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    };
  });
  const at = created();
  const intake: NewRow<DocumentTemplate> = {
    name: 'Intake Sheet',
    description: 'A PDF filled by the office at intake.',
    kind: 'pdf',
    file_name: 'Intake Sheet.pdf',
    storage_key: randomBytes(16).toString('hex'),
    body: generatedPdf('Client Intake Sheet'),
    codes: [],
    pages: [{ number: 1, width: 612, height: 792 }],
    form_fields: [],
    placements: [
      { field: 'student_name', page: 1, x: 72, y: 660, font_size: 12 },
      { field: 'dob', page: 1, x: 72, y: 640, font_size: 12 },
      { field: 'today', page: 1, x: 400, y: 660, font_size: 12 },
    ],
    review_status: 'In Review',
    status: 1,
    created_at: at,
    updated_at: at,
    deleted_at: null,
  };
  return [...words, intake];
}

export function seedShortCodes(faker: Faker): NewRow<TemplateShortCode>[] {
  const at = timestamp(faker.date.past({ years: 2 }));
  const codes: [string, string, string][] = [
    ['practice_name', 'Bright Path ABA', "The practice's name."],
    ['practice_phone', '(555) 010-2040', "The practice's phone."],
    ['practice_address', '120 Main Street, Springfield, IL 62701', "The practice's address."],
  ];
  return codes.map(([code, value, description]) => ({ code, value, description, status: 1, created_at: at, updated_at: at, deleted_at: null }));
}
