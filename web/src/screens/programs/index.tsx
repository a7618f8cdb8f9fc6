// Programs (the program library), behind 'program-list', with import and export; program categories hang off it.
import { choices, col, defineResource, statusCol } from '../../kit';
import { programCommonDocuments } from './operations.generated';
import { LinkButton } from '../../kit/LinkButton';
import { programs } from './resource';

export const screens = defineResource({
  ...programs.names,
  documents: programCommonDocuments,
  rowName: (row) => row.name,
  columns: [col('name', 'Name', { flex: 2 }), col('domain', 'Domain'), col('masteryCriteria', 'Mastery criteria', { flex: 2 }), statusCol()],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    {
      name: 'domain',
      label: 'Domain',
      kind: 'select',
      options: choices('Communication', 'Social', 'Daily Living', 'Academic', 'Motor', 'Play', 'Behavior Reduction'),
    },
    { name: 'masteryCriteria', label: 'Mastery criteria', kind: 'text', placeholder: '80% across 3 consecutive sessions' },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
  importColumns: 'name, domain, description, mastery_criteria, status',
  toolbar: <LinkButton to="/program-category">Program categories</LinkButton>,
});
