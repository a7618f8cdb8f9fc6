// Prompt codes, with the soft-delete lifecycle; behind 'certification-list'.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import type { PromptCode } from './prompt-code.js';
import { seedPromptCodes } from './seed.js';

export const promptCodeResource = defineResource<PromptCode>({
  name: 'prompt code',
  type: 'PromptCode',
  title: 'Prompt code',
  table: 'prompt_codes',
  permission: 'certification-list',
  unique: ['code', 'name'],
  searchable: ['code', 'name', 'description'],
  defaults: { status: 1 },
  seed: seedPromptCodes,
});

export const promptCodesArea = resourceArea('prompt-codes', promptCodeResource);

export type { PromptCode } from './prompt-code.js';
