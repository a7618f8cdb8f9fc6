// The conversion calls: upload a Word document (doc to excel, V-I one student named on the form, V-II several
// students marked in the document) or a spreadsheet (excel to doc); the stand-in checks the content, extracts the
// rows following the chosen template and keeps them as a client file. Nothing is kept when anything is wrong.
import { randomUUID } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import { textParam } from '../../kit/list-query.js';
import { parseId } from '../../kit/ids.js';
import type { Table } from '../../db/table.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { clientFileView, type ClientFile, type ConversionKind } from './client-file.js';
import { ConversionError } from './conversion-error.js';
import { expectContent } from './file-kind.js';
import type { ConversionLayout, GoalRow } from './markers.js';
import { readGoalDocument } from './read-docx.js';
import { readGoalSheet } from './sheet.js';
import { goalGeneratorPermission, conversionTemplatePermission, type ConversionTemplate } from './templates.js';

/** What a file keeps of the template it followed. */
export function layoutOf(template: ConversionTemplate): ConversionLayout {
  const { name, student_marker, skill_area_marker, goal_marker, target_marker, student_column, skill_area_column, goal_column, target_column } =
    template;
  return { name, student_marker, skill_area_marker, goal_marker, target_marker, student_column, skill_area_column, goal_column, target_column };
}

interface ConversionContext {
  body: Record<string, unknown>;
  template: ConversionTemplate;
  layout: ConversionLayout;
}

interface ConversionSpec {
  path: string;
  kind: ConversionKind;
  permission: string;
  /** Checks the form against the template; throws a ConversionError for a template the conversion cannot use. */
  check?: (context: ConversionContext, errors: FieldErrors) => void;
  extract: (bytes: Buffer, context: ConversionContext) => Promise<GoalRow[]>;
}

const specs: readonly ConversionSpec[] = [
  {
    path: 'sample-doc-to-excel',
    kind: 'doc-to-excel',
    permission: goalGeneratorPermission,
    check: ({ body, layout }, errors) => {
      if (layout.student_marker === null && !textParam(body, 'student_name')?.trim()) {
        errors.add('student_name', `The student name field is required: the template '${layout.name}' reads one student per document.`);
      }
    },
    extract: async (bytes, { body, layout }) => readGoalDocument(bytes, layout, textParam(body, 'student_name')?.trim()),
  },
  {
    path: 'sample-doc-to-excel-v2',
    kind: 'doc-to-excel-v2',
    permission: conversionTemplatePermission,
    check: ({ layout }) => {
      if (layout.student_marker === null) {
        throw new ConversionError(
          `The template '${layout.name}' marks no students: doc to excel V-II reads several students per document, ` +
            'each under a student marker. Pick a template with a student marker, or use doc to excel.',
          'template_u_id',
        );
      }
    },
    extract: async (bytes, { layout }) => readGoalDocument(bytes, layout, undefined),
  },
  {
    path: 'sample-excel-to-doc',
    kind: 'excel-to-doc',
    permission: goalGeneratorPermission,
    extract: async (bytes, { layout }) => readGoalSheet(bytes, layout),
  },
];

export function registerConversions(
  router: Router,
  { auth }: AreaContext,
  files: Table<ClientFile>,
  templates: () => Table<ConversionTemplate>,
): void {
  for (const spec of specs) {
    router.post(`/${spec.path}`, auth.required, auth.requirePermission(spec.permission), async (req: Request, res: Response) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const upload = (Array.isArray(req.files) ? req.files : []).find((file) => file.fieldname === 'file');
      const errors = new FieldErrors();
      const templateId = parseId(textParam(body, 'template_u_id'));
      const template = templateId === undefined ? undefined : templates().find(templateId);
      if (!upload) errors.add('file', 'The file field is required.');
      if (!template)
        errors.add(
          'template_u_id',
          templateId === undefined ? 'The conversion template field is required.' : 'The selected conversion template is invalid.',
        );
      const caseText = textParam(body, 'case_id')?.trim();
      const caseId = caseText ? parseId(caseText) : null;
      if (caseId === undefined) errors.add('case_id', 'The case id must be a number.');
      if (!errors.empty || !upload || !template || caseId === undefined) return unprocessable(res, errors);
      const context: ConversionContext = { body, template, layout: layoutOf(template) };
      try {
        spec.check?.(context, errors);
        if (!errors.empty) return unprocessable(res, errors);
        expectContent(upload.buffer, upload.originalname, spec.kind === 'excel-to-doc' ? 'xlsx' : 'docx');
        const rows = await spec.extract(upload.buffer, context);
        const file = files.insert({
          code: randomUUID(),
          kind: spec.kind,
          source_name: upload.originalname,
          template_id: template.id,
          layout: context.layout,
          case_id: caseId,
          rows,
          created_by: callerOf(req).user.name,
        });
        ok(res, { message: `${rows.length} goal rows read from ${upload.originalname}.`, data: clientFileView(file) });
      } catch (error) {
        if (!(error instanceof ConversionError)) throw error;
        errors.add(error.field, error.message);
        unprocessable(res, errors);
      }
    });
  }
}
