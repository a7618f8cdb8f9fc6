// Skill areas: the lifecycle, the skill-area-list lookup, CSV export and import.
import { columnHeader } from '../../kit/export.js';
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
  export: { fileName: 'skill-areas' },
  import: { check: (values, errors) => errors.oneOf('status', values.status, ['0', '1']) },
});

/** The columns of the export and of the import-skill-area sample file: an exported file imports back. */
export const skillAreaColumns = skillAreaResource.spec.export!.columns.map(columnHeader);

export const skillAreasArea: Area = {
  name: 'skill-areas',
  register(router, context) {
    skillAreaResource.register(router, context);
  },
};

export type { SkillArea } from './skill-area.js';
