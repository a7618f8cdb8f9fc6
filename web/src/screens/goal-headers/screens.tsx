// Goal headers, one page set per API version (v1 a header text; v2 adds its skill area and order; v3 adds the
// columns printed under it). Every list says which version it shows and links to the others.
import { col, defineResource, lookup, statusCol } from '../../kit';
import { GoalActivitySkillAreas } from '../goal-activity/operations';
import { goalHeaderV1Documents, goalHeaderV2Documents, goalHeaderV3Documents } from './operations';
import { goalHeadersV1 } from './v1/resource';
import { goalHeadersV2 } from './v2/resource';
import { goalHeadersV3 } from './v3/resource';
import { VersionTabs } from './VersionTabs';
import '../goal-generator/goal-generator.css';

const skillAreas = lookup(GoalActivitySkillAreas, (item) => item.name);

const v1 = defineResource({
  ...goalHeadersV1.names,
  documents: goalHeaderV1Documents,
  rowName: (row) => row.name,
  toolbar: <VersionTabs shown={1} />,
  columns: [col('name', 'Header', { flex: 3 }), statusCol()],
  fields: [
    { name: 'name', label: 'Header', kind: 'text', required: true, maxLength: 255 },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});

const v2 = defineResource({
  ...goalHeadersV2.names,
  documents: goalHeaderV2Documents,
  rowName: (row) => row.name,
  toolbar: <VersionTabs shown={2} />,
  columns: [
    col('sortOrder', 'Order', { flex: 0.5 }),
    col('name', 'Header', { flex: 2 }),
    col('skillAreaName', 'Skill Area', { flex: 1.5 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Header', kind: 'text', required: true, maxLength: 255 },
    { name: 'skillAreaId', label: 'Skill area', kind: 'select', required: true, options: skillAreas },
    { name: 'sortOrder', label: 'Order', kind: 'int', min: 1, helper: 'Left empty: after the last header.' },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});

const v3 = defineResource({
  ...goalHeadersV3.names,
  documents: goalHeaderV3Documents,
  rowName: (row) => row.name,
  toolbar: <VersionTabs shown={3} />,
  columns: [
    col('sortOrder', 'Order', { flex: 0.5 }),
    col('name', 'Header', { flex: 1.8 }),
    col('skillAreaName', 'Skill Area', { flex: 1.4 }),
    { id: 'columns', header: 'Columns', value: (row) => row.columns.join(', ') || '—', flex: 2 },
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Header', kind: 'text', required: true, maxLength: 255 },
    { name: 'skillAreaId', label: 'Skill area', kind: 'select', required: true, options: skillAreas },
    { name: 'sortOrder', label: 'Order', kind: 'int', min: 1, helper: 'Left empty: after the last header.' },
    { name: 'columns', label: 'Columns', kind: 'lines', wide: true, helper: 'One column a line, in the order printed under the header.' },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});

/** Each version's pages; the route table opens them by version. */
export const versions = { v1, v2, v3 };

export const screens = { V1List: v1.List, V2List: v2.List, V3List: v3.List };
