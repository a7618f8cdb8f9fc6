// The practice's own short codes (template-short-code): a code a template writes in braces and a fixed text it is
// filled with. Soft-deletable; behind 'Template Short Code'. A code is lower case letters, digits and underscores,
// unique, and never one of the merge fields'.
import { defineResource } from '../../kit/index.js';
import { codePattern, mergeFieldCodes } from './merge-fields.js';
import { seedShortCodes } from './seed.js';
import type { TemplateShortCode } from './tables.js';

export const shortCodeMessages = {
  format: 'The code may only contain lower case letters, numbers and underscores, and must start with a letter.',
  mergeField: 'The code is already a merge field.',
} as const;

export const shortCodeResource = defineResource<TemplateShortCode>({
  name: 'short code',
  type: 'TemplateShortCode',
  table: 'template_short_codes',
  permission: 'Template Short Code',
  unique: ['code'],
  searchable: ['code', 'value', 'description'],
  defaults: { status: 1 },
  order: (a, b) => a.code.localeCompare(b.code),
  hooks: {
    beforeSave: (values, errors) => {
      const code = typeof values.code === 'string' ? values.code.trim() : values.code;
      if (typeof code === 'string' && code !== '') {
        if (!codePattern.test(code)) errors.add('code', shortCodeMessages.format);
        else if (mergeFieldCodes.has(code)) errors.add('code', shortCodeMessages.mergeField);
      }
      return code === undefined ? values : { ...values, code };
    },
  },
  seed: seedShortCodes,
});
