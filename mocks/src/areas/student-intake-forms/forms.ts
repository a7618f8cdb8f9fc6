// Intake forms (GET or POST intake-form; GET, PUT, DELETE intake-form/{id}; POST intake-form-clone;
// GET all-intake-forms; GET intake-form-preview/{id}): the questionnaires the practice sends to families, each a
// list of fields.
import type { Request, Response, Router } from 'express';
import type { NewRow, Row } from '../../db/table.js';
import { parseId, readIds } from '../../kit/ids.js';
import { readInput } from '../../kit/input.js';
import { readListQuery, textParam } from '../../kit/list-query.js';
import { applySearch, applySort } from '../../kit/list-rows.js';
import { paginate } from '../../kit/paginate.js';
import type { AreaContext } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { studentGuard } from '../students/access.js';
import { submissionCount, versionChanges, type IntakeFormVersion } from './versions.js';

export interface IntakeFormField {
  key: string;
  label: string;
  /** text, textarea, email, phone, date, number, select, radio, checkbox, signature. */
  type: string;
  required: boolean;
  options: string[];
  help_text: string | null;
}

export interface IntakeForm extends Row {
  title: string;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
  fields: IntakeFormField[];
  /** The newest version's number, from 1. */
  version: number;
  /** The earlier versions families filled, newest first. */
  versions: IntakeFormVersion[];
}

/** A section is a heading between questions: it takes no answer. */
export const fieldTypes = ['text', 'textarea', 'email', 'phone', 'date', 'number', 'select', 'radio', 'checkbox', 'signature', 'section'] as const;
const choiceTypes = new Set(['select', 'radio', 'checkbox']);

const field = (key: string, label: string, type: string, required = true, options: string[] = [], help: string | null = null): IntakeFormField => ({
  key,
  label,
  type,
  required,
  options,
  help_text: help,
});

export function seedIntakeForms(): NewRow<IntakeForm>[] {
  return seedForms().map((form) => ({ ...form, version: 1, versions: [] }));
}

function seedForms(): Omit<NewRow<IntakeForm>, 'version' | 'versions'>[] {
  return [
    {
      title: 'New Client Intake',
      description: 'Background, concerns and goals, filled by the family before the first assessment.',
      status: 1,
      fields: [
        field('guardian_name', 'Parent or guardian name', 'text'),
        field('guardian_email', 'Email address', 'email'),
        field('guardian_phone', 'Phone number', 'phone'),
        field('concerns', 'What are your main concerns?', 'textarea'),
        field('previous_services', 'Has your child received ABA services before?', 'radio', true, ['Yes', 'No']),
        field('communication', 'How does your child communicate?', 'checkbox', false, ['Spoken words', 'Signs', 'Pictures', 'Device', 'Gestures']),
        field('signature', 'Signature', 'signature'),
      ],
    },
    {
      title: 'Medical History',
      description: 'Health information the clinical team needs before sessions start.',
      status: 1,
      fields: [
        field('physician', 'Primary care physician', 'text'),
        field('allergies', 'Allergies', 'textarea', false),
        field('medications', 'Current medications', 'textarea', false),
        field('seizures', 'History of seizures?', 'radio', true, ['Yes', 'No']),
        field('last_checkup', 'Date of last check-up', 'date', false),
      ],
    },
    {
      title: 'Consent for Treatment',
      description: 'Consent to assessment and treatment, and to sharing information with the funder.',
      status: 1,
      fields: [
        field('consent_treatment', 'I consent to assessment and treatment', 'checkbox', true, ['I agree']),
        field('consent_release', 'I consent to the release of information to the funder', 'checkbox', true, ['I agree']),
        field('signed_on', 'Date', 'date'),
        field('signature', 'Signature', 'signature'),
      ],
    },
    {
      title: 'School Information',
      description: 'School, teacher and IEP details.',
      status: 0,
      fields: [
        field('school', 'School name', 'text'),
        field('teacher', 'Teacher', 'text', false),
        field('iep', 'Does your child have an IEP?', 'select', true, ['Yes', 'No', 'In progress']),
      ],
    },
  ];
}

/** The fields of a create or update body, checked one by one (fields.0.label, ...). */
export function readFields(value: unknown, errors: FieldErrors): IntakeFormField[] {
  if (!Array.isArray(value) || value.length === 0) {
    errors.add('fields', 'The fields field is required.');
    return [];
  }
  const keys = new Set<string>();
  return value.map((raw: unknown, index) => {
    const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const label = typeof entry.label === 'string' ? entry.label.trim() : '';
    const key =
      typeof entry.key === 'string' && entry.key.trim() !== ''
        ? entry.key.trim()
        : label
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '_')
            .replace(/^_|_$/g, '');
    const type = typeof entry.type === 'string' ? entry.type : '';
    const options = Array.isArray(entry.options) ? entry.options.map((option) => String(option).trim()).filter(Boolean) : [];
    if (label === '') errors.add(`fields.${index}.label`, 'The label field is required.');
    if (!(fieldTypes as readonly string[]).includes(type)) errors.add(`fields.${index}.type`, 'The selected type is invalid.');
    if (choiceTypes.has(type) && options.length === 0) errors.add(`fields.${index}.options`, 'The options field is required for a choice.');
    if (key !== '' && keys.has(key)) errors.add(`fields.${index}.key`, 'The key has already been taken.');
    keys.add(key);
    return {
      key,
      label,
      type,
      required: type !== 'section' && (entry.required === true || entry.required === 1 || entry.required === '1' || entry.required === 'true'),
      options,
      help_text: typeof entry.help_text === 'string' && entry.help_text.trim() !== '' ? entry.help_text.trim() : null,
    };
  });
}

export function registerIntakeForms(router: Router, { db, auth }: AreaContext): void {
  const table = db.defineTable<IntakeForm>('intake_forms', seedIntakeForms);
  const read = studentGuard(auth, 'List');
  const write = studentGuard(auth, 'Edit');
  /** A form as staff read it: with its number of submissions. */
  const present = (form: IntakeForm) => ({ ...form, submission_count: submissionCount(db, form.id) });
  const formOf = (req: Request, res: Response): IntakeForm | undefined => {
    const form = table.find(parseId(req.params.id) ?? 0);
    if (!form) notFound(res, 'Intake form not found.');
    return form;
  };
  const validate = (values: Partial<IntakeForm>, body: Record<string, unknown>, errors: FieldErrors, existing?: IntakeForm) => {
    errors.required(values as Record<string, unknown>, ['title']);
    if (values.status !== undefined && values.status !== null) errors.oneOf('status', values.status, ['0', '1']);
    if (!existing || body.fields !== undefined) values.fields = readFields(body.fields, errors);
    const title = String(values.title ?? '')
      .trim()
      .toLowerCase();
    if (!errors.has('title') && table.active().some((form) => form.id !== existing?.id && form.title.toLowerCase() === title)) errors.taken('title');
  };

  router.get('/intake-form', ...read, (req, res) => {
    const query = readListQuery(req, 50);
    const status = textParam(query.params, 'status');
    const rows = table.active().filter((form) => status === undefined || status === '' || String(form.status) === status);
    const page = paginate(applySort(applySearch(rows, ['title', 'description'], query.search), query), query.page, query.perPage);
    ok(res, { data: { ...page, data: page.data.map(present) } });
  });

  router.get('/all-intake-forms', ...read, (_req, res) => {
    ok(res, {
      data: table
        .active()
        .filter((form) => form.status === 1)
        .sort((a, b) => a.title.localeCompare(b.title))
        .map(present),
    });
  });

  router.get('/intake-form-preview/:id', ...read, (req, res) => {
    const form = formOf(req, res);
    if (form) ok(res, { data: { ...present(form), preview: true } });
  });

  router.post('/intake-form', ...write, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const values = {
      status: 1,
      description: null,
      ...readInput<IntakeForm>(body, { fillable: ['title', 'description', 'status'], casts: { status: 'integer' } }),
    };
    const errors = new FieldErrors();
    validate(values, body, errors);
    if (!errors.empty) return unprocessable(res, errors);
    ok(res, {
      message: 'Intake form created successfully.',
      data: present(table.insert({ ...values, version: 1, versions: [] } as unknown as IntakeForm)),
    });
  });

  router.post('/intake-form-clone', ...write, (req, res) => {
    const ids = readIds(req.body ?? {});
    const original = ids?.length === 1 ? table.find(ids[0]!) : undefined;
    if (!original) return unprocessable(res, new FieldErrors().add('id', ids ? 'The selected id is invalid.' : 'The id field is required.'));
    let title = `${original.title} (copy)`;
    for (let n = 2; table.active().some((form) => form.title.toLowerCase() === title.toLowerCase()); n += 1) title = `${original.title} (copy ${n})`;
    const clone = table.insert({
      title,
      description: original.description,
      status: original.status,
      fields: original.fields.map((entry) => ({ ...entry, options: [...entry.options] })),
      version: 1,
      versions: [],
    });
    ok(res, { message: 'Intake form cloned successfully.', data: present(clone) });
  });

  router.get('/intake-form/:id', ...read, (req, res) => {
    const form = formOf(req, res);
    if (form) ok(res, { data: present(form) });
  });

  router.put('/intake-form/:id', ...write, (req, res) => {
    const existing = formOf(req, res);
    if (!existing) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const input = readInput<IntakeForm>(body, { fillable: ['title', 'description', 'status'], casts: { status: 'integer' } });
    const errors = new FieldErrors();
    const merged = { ...existing, ...input };
    validate(merged, body, errors, existing);
    if (!errors.empty) return unprocessable(res, errors);
    const versions = versionChanges(db, existing, { title: String(merged.title).trim(), fields: merged.fields });
    ok(res, {
      message: 'Intake form updated successfully.',
      data: present(table.update(existing.id, { ...input, fields: merged.fields, ...versions })!),
    });
  });

  router.delete('/intake-form/:id', ...studentGuard(auth, 'Delete'), (req, res) => {
    const existing = formOf(req, res);
    if (!existing) return;
    ok(res, { message: 'Intake form deleted successfully.', data: table.softDelete(existing.id) });
  });
}
