// Goal attributes: the practice's own fields on goals, with the soft-delete lifecycle and a dropdown of the live ones
// for the goal form. A Select attribute needs its options; a field type is one of Text, Number, Date, Select.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import { attributeFieldTypes, type GoalAttribute } from './goal-attribute.js';
import { seedGoalAttributes } from './seed.js';

/** Options as sent: a list, or one line per option; blanks and repeats dropped. */
function readOptions(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\r?\n/) : [];
  return [
    ...new Set(
      items
        .filter((item): item is string => typeof item === 'string')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

export const goalAttributeResource = defineResource<GoalAttribute>({
  name: 'goal attribute',
  type: 'GoalAttribute',
  table: 'goal_attributes',
  permission: 'goals-list',
  unique: ['name'],
  searchable: ['name', 'description'],
  defaults: { status: 1, required: false, options: [] },
  order: (a, b) => a.id - b.id,
  hooks: {
    beforeSave(values, errors, { existing }) {
      const fieldType = values.field_type ?? existing?.field_type;
      if (values.field_type !== undefined && !(attributeFieldTypes as readonly string[]).includes(values.field_type)) {
        errors.add('field_type', `The field type must be one of: ${attributeFieldTypes.join(', ')}.`);
      }
      const options = values.options !== undefined ? readOptions(values.options) : (existing?.options ?? []);
      if (fieldType === 'Select' && options.length === 0) errors.add('options', 'A Select attribute needs at least one option.');
      return { ...values, options: fieldType === 'Select' ? options : [] };
    },
  },
  seed: seedGoalAttributes,
});

export const goalAttributesArea = resourceArea('goal-attributes', goalAttributeResource);

export type { GoalAttribute } from './goal-attribute.js';
