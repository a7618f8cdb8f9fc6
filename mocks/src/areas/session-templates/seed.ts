// The practice's session templates: one per kind of session, each holding the billing codes billed for it, with
// short codes in their texts and the note-helper blocks of the ABA notes. One PDF template (a generated form), one
// inactive clone and one deleted template.
import type { Faker } from '@faker-js/faker';
import type { NewRow } from '../../db/table.js';
import { timestamp } from '../../kit/dates.js';
import type { FieldKind, SessionTemplate, Signer, TemplateField, TemplateSection } from './template.js';

type FieldSeed = [kind: FieldKind, label: string, extra?: Partial<TemplateField>];

function fields(prefix: string, seeds: readonly FieldSeed[]): TemplateField[] {
  return seeds.map(([kind, label, extra], index) => ({
    id: `${prefix}_f${index + 1}`,
    kind,
    label,
    required: false,
    default_text: null,
    options: [],
    signer: null,
    note_helper_category_id: null,
    placement: null,
    ...extra,
  }));
}

function section(prefix: string, index: number, title: string, seeds: readonly FieldSeed[]): TemplateSection {
  const id = `${prefix}_s${index}`;
  return { id, title, fields: fields(id, seeds) };
}

const signature = (label: string, signer: Signer): FieldSeed => ['signature', label, { signer, required: true }];

const sessionDetails: readonly FieldSeed[] = [
  ['text', 'Client', { default_text: '{student_name} ({client_code})', required: true }],
  ['date', 'Date of service', { default_text: '{session_date}', required: true }],
  ['text', 'Time', { default_text: '{start_time} to {end_time}, {units} units', required: true }],
  ['text', 'Service', { default_text: '{service} ({hcode}) at {place_of_service}' }],
];

function directTherapy(prefix: string): TemplateSection[] {
  return [
    section(prefix, 1, 'Session details', sessionDetails),
    section(prefix, 2, 'Skill acquisition', [
      ['program_target', 'Targets run', { note_helper_category_id: 3 }],
      ['playlist', 'Playlist', { note_helper_category_id: 1 }],
      ['textarea', 'Progress on targets', { default_text: 'Targets run: {targets_run}.', required: true }],
    ]),
    section(prefix, 3, 'Behavior', [
      ['choice', 'Overall participation', { options: ['Engaged', 'Partly engaged', 'Refused'], required: true }],
      ['multi_choice', 'Behaviors observed', { options: ['Elopement', 'Aggression', 'Tantrum', 'Self-injury', 'None'] }],
      ['number', 'Problem behavior count'],
      ['textarea', 'Behavior notes'],
    ]),
    section(prefix, 4, 'Signatures', [signature('Provider signature', 'provider')]),
  ];
}

function supervision(prefix: string): TemplateSection[] {
  return [
    section(prefix, 1, 'Session details', sessionDetails),
    section(prefix, 2, 'Supervision', [
      ['textarea', 'Protocol modifications', { required: true }],
      ['choice', 'Treatment integrity', { options: ['Above 90%', '80-90%', 'Below 80%'], required: true }],
      ['program_target', 'Targets reviewed', { note_helper_category_id: 11 }],
    ]),
    section(prefix, 3, 'Signatures', [signature('Supervisor signature', 'provider')]),
  ];
}

function parentTraining(prefix: string): TemplateSection[] {
  return [
    section(prefix, 1, 'Session details', sessionDetails),
    section(prefix, 2, 'Caregiver training', [
      ['multi_choice', 'Topics covered', { options: ['Reinforcement', 'Prompting', 'Behavior plan', 'Data collection'], required: true }],
      ['textarea', 'Caregiver response', { default_text: "{student_first_name}'s caregiver practised the strategies with the provider." }],
    ]),
    section(prefix, 3, 'Signatures', [signature('Provider signature', 'provider'), signature('Guardian signature', 'guardian')]),
  ];
}

function assessment(prefix: string): TemplateSection[] {
  return [
    section(prefix, 1, 'Session details', sessionDetails),
    section(prefix, 2, 'Assessment', [
      ['multi_choice', 'Tools used', { options: ['VB-MAPP', 'ABLLS-R', 'Vineland-3', 'FBA interview'], required: true }],
      ['textarea', 'Findings', { required: true }],
      ['number', 'Minutes face to face', { default_text: '{duration}' }],
    ]),
    section(prefix, 3, 'Signatures', [signature('Assessor signature', 'provider')]),
  ];
}

function therapySession(prefix: string): TemplateSection[] {
  return [
    section(prefix, 1, 'Session details', sessionDetails),
    section(prefix, 2, 'Treatment', [
      ['textarea', 'Goals addressed', { required: true }],
      ['choice', 'Response to treatment', { options: ['Good', 'Fair', 'Poor'], required: true }],
      ['textarea', 'Plan', { default_text: 'Continue per plan of care.' }],
    ]),
    section(prefix, 3, 'Signatures', [signature('Therapist signature', 'provider')]),
  ];
}

/** The PDF form's fields, placed on its one page (letter, 612 × 792 points). */
function pdfForm(prefix: string): TemplateSection[] {
  const at = (y: number) => ({ placement: { page: 1, x: 72, y } });
  return [
    section(prefix, 1, 'Treatment log', [
      ['text', 'Client', { default_text: '{student_name}', ...at(120) }],
      ['text', 'Date', { default_text: '{session_date} {start_time}-{end_time}', ...at(150) }],
      ['text', 'Units', { default_text: '{units} units of {hcode}', ...at(180) }],
      ['textarea', 'Note', { default_text: 'Targets run: {targets_run}', ...at(220) }],
      ['signature', 'Provider signature', { signer: 'provider', required: true, ...at(320) }],
    ]),
  ];
}

interface TemplateSeed {
  name: string;
  hcodes: string[];
  build: (prefix: string) => TemplateSection[];
  guardian?: boolean;
  pdf?: boolean;
  status?: number;
  deleted?: boolean;
  verified?: boolean;
}

const seeds: readonly TemplateSeed[] = [
  { name: 'ABA Direct Therapy Note', hcodes: ['97153'], build: directTherapy, verified: true },
  { name: 'ABA Group Therapy Note', hcodes: ['97154'], build: directTherapy, verified: true },
  { name: 'BCBA Supervision Note', hcodes: ['97155'], build: supervision, verified: true },
  { name: 'Parent Training Note', hcodes: ['97156', '97157'], build: parentTraining, guardian: true, verified: true },
  { name: 'Behavior Assessment Note', hcodes: ['97151', '97152'], build: assessment },
  { name: 'Speech Therapy Session Note', hcodes: ['92507', '92508', '92523'], build: therapySession, verified: true },
  { name: 'Occupational Therapy Session Note', hcodes: ['97530', '97150', '97165'], build: therapySession },
  { name: 'SETSS Session Log', hcodes: ['SETSS-IND', 'SETSS-GRP', 'SETSS-CON'], build: therapySession, guardian: true },
  { name: 'Treatment Plan Update', hcodes: ['H0032'], build: supervision },
  { name: 'Medicaid Treatment Log (PDF)', hcodes: [], build: pdfForm, pdf: true },
  { name: 'ABA Direct Therapy Note (2025)', hcodes: [], build: directTherapy, status: 0 },
  { name: 'Legacy Progress Note', hcodes: [], build: therapySession, status: 0, deleted: true },
];

export function seedSessionTemplates(faker: Faker): NewRow<SessionTemplate>[] {
  return seeds.map((seed, index) => {
    const created = faker.date.past({ years: 2 });
    return {
      name: seed.name,
      description: `Written after ${seed.name.replace(/ (Note|Log).*$/, '').toLowerCase()} sessions.`,
      source_type: seed.pdf ? 'pdf' : 'dynamic',
      sections: seed.build(`t${index + 1}`),
      hcodes: seed.hcodes,
      service_ids: [],
      guardian_signature_required: seed.guardian ?? false,
      status: seed.status ?? 1,
      verification_status: seed.verified ? 'Verified' : 'Unverified',
      verification_requested_at: null,
      verification_note: null,
      verified_at: seed.verified ? timestamp(created) : null,
      verified_by_name: seed.verified ? 'Clinical Director' : null,
      pdf_file_name: seed.pdf ? 'medicaid-treatment-log.pdf' : null,
      pdf_storage_key: seed.pdf ? `seeded-template-${index + 1}` : null,
      pdf_page_count: seed.pdf ? 1 : null,
      cloned_from_id: seed.status === 0 && !seed.deleted ? 1 : null,
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: seed.deleted ? timestamp(faker.date.recent({ days: 30 })) : null,
    };
  });
}
