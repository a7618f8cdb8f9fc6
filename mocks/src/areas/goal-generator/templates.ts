// Conversion templates (the sample-doc calls): which Word marker is a student, skill area, goal and target, and which
// sheet column holds each, for one of the six conversion sample types. Markers must differ from one another (the
// reader could not tell the levels apart); the student marker is optional (a document of one student). get-configs
// answers the choices a template form offers.
import type { Router } from 'express';
import { defineResource } from '../../kit/index.js';
import type { Row } from '../../db/table.js';
import type { AreaContext } from '../../server/area.js';
import { ok } from '../../server/replies.js';
import { isMarker, levelLabels, levels, markerLabels, markers, type ConversionLayout } from './markers.js';
import { seedConversionTemplates } from './seed.js';

export const goalGeneratorPermission = 'Goal Generator';
export const conversionTemplatePermission = 'TP Conversion V-II';

/** The sample types that are conversion templates, in the API's spelling. */
export const conversionTypes = [
  'doc-to-excel',
  'excel-to-doc-doc',
  'excel-to-doc-excel',
  'case-doc-to-excel',
  'case-excel-to-doc-doc',
  'case-excel-to-doc-excel',
] as const;

export interface ConversionTemplate extends Row, ConversionLayout {
  type: string;
  /** 1 active, 0 inactive. */
  status: number;
}

const markerFields = ['student_marker', 'skill_area_marker', 'goal_marker', 'target_marker'] as const;

export const conversionTemplateResource = defineResource<ConversionTemplate>({
  name: 'conversion template',
  type: 'ConversionTemplate',
  title: 'Conversion template',
  table: 'conversion_templates',
  // The conversion forms read every template; the template screens are behind 'TP Conversion V-II'.
  permission: { default: conversionTemplatePermission, all: goalGeneratorPermission },
  unique: ['name'],
  searchable: ['name', 'type'],
  defaults: { status: 1, student_column: 'Student', student_marker: null },
  seed: seedConversionTemplates,
  hooks: {
    beforeSave(values, errors, { existing }) {
      const merged = { ...existing, ...values };
      if (merged.type !== undefined && !(conversionTypes as readonly string[]).includes(merged.type)) {
        errors.add('type', `The type must be one of: ${conversionTypes.join(', ')}.`);
      }
      const seen = new Map<string, string>();
      for (const field of markerFields) {
        const value = merged[field];
        if (value === null || value === undefined) continue;
        if (!isMarker(value)) errors.add(field, `The ${field.replace(/_/g, ' ')} must be one of: ${markers.join(', ')}.`);
        else if (seen.has(value))
          errors.add(field, `The ${field.replace(/_/g, ' ')} is the same as the ${seen.get(value)}: each level needs its own marker.`);
        else seen.set(value, field.replace(/_/g, ' '));
      }
      return values;
    },
  },
});

/** get-configs: what a template may say, with how a person reads each choice. */
export function registerConversionConfigs(router: Router, { auth }: AreaContext): void {
  router.post('/get-configs', auth.required, auth.requirePermission(goalGeneratorPermission), (_req, res) => {
    ok(res, {
      data: {
        types: conversionTypes,
        markers: markers.map((marker) => ({ value: marker, label: markerLabels[marker] })),
        levels: levels.map((level) => ({ value: level, label: levelLabels[level] })),
      },
    });
  });
}
