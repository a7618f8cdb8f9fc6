// Funder prompt codes: the prompt levels a funder wants session data recorded with (full physical to independent),
// each with the independence score it counts for. GET payer-prompt-code?payer_id=… lists a funder's set; POST
// payer-prompt-code {payer_id, prompt_codes: [{code, name, score}]} replaces it. Route label 'Funders'.
import type { Faker } from '@faker-js/faker';
import type { Request, Response, Router } from 'express';
import type { NewRow, Row } from '../../db/table.js';
import { parseId, textParam } from '../../kit/index.js';
import type { AreaContext } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import type { Funder } from './funder.js';
import { funderPermission } from './permissions.js';
import { liveFunders } from './seed.js';

export interface FunderPromptCode extends Row {
  payer_id: number;
  code: string;
  name: string;
  /** Percent of independence the prompt level counts for, 0 to 100. */
  score: number;
  sort_order: number;
}

const standardPrompts: readonly [string, string, number][] = [
  ['FP', 'Full Physical', 0],
  ['PP', 'Partial Physical', 20],
  ['M', 'Model', 40],
  ['G', 'Gestural', 60],
  ['V', 'Verbal', 80],
  ['I', 'Independent', 100],
];

/** Every third funder has its own set; the others have none until one is saved. */
export function seedFunderPromptCodes(faker: Faker): NewRow<FunderPromptCode>[] {
  return liveFunders
    .filter((funder) => funder.id % 3 === 1)
    .flatMap((funder) => {
      const prompts = faker.datatype.boolean() ? standardPrompts : standardPrompts.filter(([code]) => code !== 'PP');
      return prompts.map(([code, name, score], index) => ({ payer_id: funder.id, code, name, score, sort_order: index + 1 }));
    });
}

export const maxPromptCodes = 20;

interface PromptInput {
  code: string;
  name: string;
  score: number;
}

function entries(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  // Multipart senders give prompt_codes[0][code]; qs turns that into an object keyed by index.
  if (typeof value === 'object' && value !== null) return Object.values(value);
  return undefined;
}

/** Laravel's rules for the set: each entry's code and name required, codes distinct, scores 0 to 100. */
function readPrompts(value: unknown, errors: FieldErrors): PromptInput[] {
  const list = entries(value);
  if (!list || list.length === 0) {
    errors.add('prompt_codes', 'The prompt codes field is required.');
    return [];
  }
  if (list.length > maxPromptCodes) {
    errors.add('prompt_codes', `The prompt codes field must not have more than ${maxPromptCodes} items.`);
    return [];
  }
  const seen = new Set<string>();
  return list.map((raw, index) => {
    const entry = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const key = `prompt_codes.${index}`;
    const code = isBlank(entry.code) ? '' : String(entry.code).trim();
    const name = isBlank(entry.name) ? '' : String(entry.name).trim();
    if (code === '') errors.add(`${key}.code`, `The ${key}.code field is required.`);
    else if (seen.has(code.toLowerCase())) errors.add(`${key}.code`, `The ${key}.code field has a duplicate value.`);
    seen.add(code.toLowerCase());
    if (name === '') errors.add(`${key}.name`, `The ${key}.name field is required.`);
    const score = isBlank(entry.score) ? 0 : Number(entry.score);
    if (!Number.isInteger(score) || score < 0 || score > 100) errors.add(`${key}.score`, `The ${key}.score field must be between 0 and 100.`);
    return { code, name, score };
  });
}

export function registerFunderPromptCodes(router: Router, { db, auth }: AreaContext): void {
  const prompts = db.defineTable<FunderPromptCode>('payer_prompt_codes', seedFunderPromptCodes);
  const funders = () => db.table<Funder>('payers');
  const guards = [auth.required, auth.requirePermission(funderPermission)];
  const setOf = (funderId: number) =>
    prompts
      .active()
      .filter((row) => row.payer_id === funderId)
      .sort((a, b) => a.sort_order - b.sort_order);

  /** The funder the call names, or undefined after answering 422 (no id) or 404 (no such funder). */
  function funderOf(params: Record<string, unknown>, res: Response): Funder | undefined {
    const id = parseId(textParam(params, 'payer_id'));
    if (id === undefined) {
      unprocessable(res, new FieldErrors().add('payer_id', 'The payer id field is required.'));
      return undefined;
    }
    const funder = funders().find(id);
    if (!funder) notFound(res, 'Funder not found.');
    return funder;
  }

  router.get('/payer-prompt-code', ...guards, (req: Request, res: Response) => {
    const funder = funderOf(req.query as Record<string, unknown>, res);
    if (funder) ok(res, { data: setOf(funder.id) });
  });

  router.post('/payer-prompt-code', ...guards, (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const funder = funderOf(body, res);
    if (!funder) return;
    const errors = new FieldErrors();
    const wanted = readPrompts(body.prompt_codes, errors);
    if (!errors.empty) {
      unprocessable(res, errors);
      return;
    }
    for (const row of setOf(funder.id)) prompts.purge(row.id);
    wanted.forEach((prompt, index) => prompts.insert({ payer_id: funder.id, ...prompt, sort_order: index + 1 }));
    ok(res, { message: 'Prompt codes saved successfully.', data: setOf(funder.id) });
  });
}
