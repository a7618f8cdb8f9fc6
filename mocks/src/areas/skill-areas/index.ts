// Skill areas: the lifecycle, the skill-area-list lookup, CSV export and import.
import { registerExport } from '../../kit/export.js';
import { registerImport } from '../../kit/import.js';
import { defineResource } from '../../kit/index.js';
import type { Area } from '../../server/area.js';
import { seedSkillAreas } from './seed.js';
import type { SkillArea } from './skill-area.js';

export const skillAreaResource = defineResource<SkillArea>({
  name: 'skill area',
  type: 'SkillArea',
  title: 'Skill area',
  table: 'skill_areas',
  // Goal and program forms pick skill areas, so the lookup serves every signed-in user.
  permission: { default: 'hcodes-list', all: null },
  unique: ['name', 'code'],
  searchable: ['name', 'code', 'description'],
  defaults: { status: 1 },
  seed: seedSkillAreas,
});

/** The columns of the export and of the import-skill-area sample file: an exported file imports back. */
export const skillAreaColumns = ['name', 'code', 'description', 'status'] as const;

export const skillAreasArea: Area = {
  name: 'skill-areas',
  register(router, context) {
    skillAreaResource.register(router, context);
    registerExport(router, context, {
      path: 'export-skill-area',
      resource: skillAreaResource.spec,
      fileName: 'skill-areas',
      columns: skillAreaColumns,
    });
    registerImport(router, context, {
      path: 'import-skill-area',
      resource: skillAreaResource.spec,
      check: (values, errors) => errors.oneOf('status', values.status, ['0', '1']),
    });
  },
};

export type { SkillArea } from './skill-area.js';
