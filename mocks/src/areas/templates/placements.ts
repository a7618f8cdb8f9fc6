// The PDF template editor's placed fields (POST document-template-placements/{id}): the whole list is replaced; each
// names a merge field or short code, a page the PDF has, and a point on it (points from the bottom left).
import type { RequestHandler, Router } from 'express';
import type { Db } from '../../db/index.js';
import type { ResourceParts } from '../../kit/types.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import type { Placement } from './fill.js';
import type { DocumentTemplate } from './tables.js';
import { knownCodes, unknownCodesMessage } from './writes.js';

export const placementMessages = {
  notPdf: 'Fields can only be placed on a PDF template.',
  page: (index: number, pages: number) => `Placement ${index + 1}: the page must be between 1 and ${pages}.`,
  point: (index: number) => `Placement ${index + 1}: x and y must be on the page.`,
  size: (index: number) => `Placement ${index + 1}: the font size must be between 6 and 72.`,
} as const;

function number(value: unknown): number {
  return typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
}

/** The placements sent, checked against the template's pages and the known codes. */
export function readPlacements(body: unknown, template: DocumentTemplate, known: (code: string) => boolean): Placement[] | FieldErrors {
  const errors = new FieldErrors();
  if (template.kind !== 'pdf') return errors.add('placements', placementMessages.notPdf);
  const given = (body as { placements?: unknown } | undefined)?.placements;
  const list = Array.isArray(given) ? given : [];
  const placements: Placement[] = list.map((entry: Record<string, unknown>) => ({
    field: typeof entry?.field === 'string' ? entry.field.trim().replace(/^\{|\}$/g, '') : '',
    page: number(entry?.page),
    x: number(entry?.x),
    y: number(entry?.y),
    font_size: entry?.font_size === undefined || entry?.font_size === null ? 11 : number(entry.font_size),
  }));
  const unknown = [...new Set(placements.map((p) => p.field).filter((field) => !known(field)))];
  if (unknown.length > 0) errors.add('placements', unknownCodesMessage(unknown));
  placements.forEach((placement, index) => {
    const page = template.pages[placement.page - 1];
    if (!Number.isInteger(placement.page) || !page) return void errors.add('placements', placementMessages.page(index, template.pages.length));
    if (!(placement.x >= 0 && placement.x <= page.width && placement.y >= 0 && placement.y <= page.height))
      errors.add('placements', placementMessages.point(index));
    if (!(placement.font_size >= 6 && placement.font_size <= 72)) errors.add('placements', placementMessages.size(index));
  });
  return errors.empty ? placements : errors;
}

export function registerPlacements(router: Router, guards: RequestHandler[], parts: ResourceParts<DocumentTemplate>, db: Db): void {
  router.post('/document-template-placements/:id', ...guards, (req, res) => {
    const template = parts.rowOf(req, res);
    if (!template) return;
    const placements = readPlacements(req.body, template, knownCodes(db));
    if (placements instanceof FieldErrors) return void unprocessable(res, placements);
    ok(res, { message: 'Placements saved successfully.', data: parts.presenter()(parts.table.update(template.id, { placements })!) });
  });

  router.post('/document-template-approve/:id', ...guards, (req, res) => {
    const template = parts.rowOf(req, res);
    if (!template) return;
    ok(res, { message: 'Template approved successfully.', data: parts.presenter()(parts.table.update(template.id, { review_status: 'Approved' })!) });
  });
}
