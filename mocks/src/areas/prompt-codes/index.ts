// Prompt codes, with the soft-delete lifecycle; behind 'certification-list'.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import type { PromptCode } from './prompt-code.js';
import { seedPromptCodes } from './seed.js';

export const promptCodeResource = defineResource<PromptCode>({
  name: 'prompt code',
  title: 'Prompt code',
  table: 'prompt_codes',
  paths: {
    list: 'prompt-codes',
    detail: 'prompt-codes/{id}',
    create: 'prompt-codes',
    update: 'prompt-codes/{id}',
    remove: 'prompt-codes/{id}',
    deleted: 'deleted-prompt-codes',
    restore: 'restore-prompt-codes',
    permanentDelete: 'permanent-delete-prompt-codes',
  },
  permission: 'certification-list',
  required: ['code', 'name'],
  unique: ['code', 'name'],
  searchable: ['code', 'name', 'description'],
  filters: { status: 'status' },
  fillable: ['code', 'name', 'level', 'description', 'status'],
  casts: { status: 'integer', level: 'integer' },
  defaults: { status: 1 },
  seed: seedPromptCodes,
});

export const promptCodesArea = resourceArea('prompt-codes', promptCodeResource);

export type { PromptCode } from './prompt-code.js';
