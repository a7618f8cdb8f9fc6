// A template's review thread: GET template-comment/{template_id} (oldest first) and POST template-comment
// (template_id, text: 1 to 2,000 characters), the author being the caller.
import type { RequestHandler, Router } from 'express';
import type { Db } from '../../db/index.js';
import { parseId } from '../../kit/ids.js';
import type { ResourceParts } from '../../kit/types.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { templateComments, type DocumentTemplate, type TemplateComment } from './tables.js';

export const maxCommentLength = 2000;

export function registerComments(router: Router, guards: RequestHandler[], parts: ResourceParts<DocumentTemplate>, db: Db): void {
  const comments = templateComments(db);
  const present = (row: TemplateComment) => ({
    id: row.id,
    template_id: row.template_id,
    author: db.users.find(row.author_id)?.name ?? 'Former staff member',
    text: row.text,
    created_at: row.created_at,
  });
  const templateOf = (value: unknown) => {
    const template = parts.table.find(parseId(value) ?? 0);
    return template && !template.deleted_at ? template : undefined;
  };

  router.get('/template-comment/:templateId', ...guards, (req, res) => {
    const template = templateOf(req.params.templateId);
    if (!template) return void notFound(res, 'Template not found.');
    ok(res, {
      data: comments
        .active()
        .filter((row) => row.template_id === template.id)
        .sort((a, b) => a.id - b.id)
        .map(present),
    });
  });

  router.post('/template-comment', ...guards, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const template = templateOf(body.template_id);
    if (!template) errors.add('template_id', 'The selected template id is invalid.');
    const text = typeof body.text === 'string' ? body.text.trim() : '';
    if (text === '') errors.add('text', 'The text field is required.');
    else if (text.length > maxCommentLength) errors.add('text', `The text field must not be greater than ${maxCommentLength} characters.`);
    if (!errors.empty || !template) return void unprocessable(res, errors);
    const row = comments.insert({ template_id: template.id, author_id: callerOf(req).user.id, text });
    ok(res, { message: 'Comment added successfully.', data: present(row) });
  });
}
