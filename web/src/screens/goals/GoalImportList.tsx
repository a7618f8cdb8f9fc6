// The goal imports: the latest imports (who ran each, when, and how many rows it wrote, skipped and left out), then
// every goal the imports brought in, filtered by the import's days, skill area, student and target.
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { col, derived, RecordTable, ResourceList, type TableColumn } from '../../kit';
import { LinkButton } from '../../kit/LinkButton';
import { Loaded } from '../../kit/Loaded';
import { formatMonthFirst } from '../../dates/timestamps';
import type { GoalImportFieldsFragment, GoalImportRowListQuery } from '../../gql/graphql';
import { importFilters } from './ImportFilters';
import { goalPaths } from './names';
import { GoalImportList as GoalImportListDocument, GoalImportRowList } from './operations';

type ImportedGoal = GoalImportRowListQuery['page']['nodes'][number];

const importColumns: TableColumn<GoalImportFieldsFragment>[] = [
  { header: 'File', cell: (job) => job.fileName },
  { header: 'Imported by', cell: (job) => job.importedBy ?? '—' },
  { header: 'When', cell: (job) => (job.createdAt ? formatMonthFirst(job.createdAt) : '—') },
  { header: 'Imported', cell: (job) => job.imported, align: 'end' },
  { header: 'Skipped', cell: (job) => job.skipped, align: 'end' },
  { header: 'Left out', cell: (job) => job.rejected, align: 'end' },
  { header: 'Status', cell: (job) => job.status },
];

const goalColumns = [
  col<ImportedGoal>('goalName', 'Goal', { flex: 2.5, sortField: false }),
  col<ImportedGoal>('studentName', 'Student', { flex: 1.3, sortField: false }),
  col<ImportedGoal>('skillArea', 'Skill area', { sortField: false }),
  derived<ImportedGoal>('parentGoalName', 'Parent goal', (row) => row.parentGoalName ?? '—', { flex: 2 }),
  derived<ImportedGoal>('targetNames', 'Targets', (row) => row.targetNames.join('; '), { flex: 2 }),
  derived<ImportedGoal>('importedAt', 'Imported', (row) => (row.importedAt ? formatMonthFirst(row.importedAt) : '')),
];

function LatestImports() {
  const { data, loading, error, refetch } = useQuery(GoalImportListDocument, {
    variables: { page: { perPage: 50 } },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <Loaded what="the imports" loading={loading} error={error} ready={data !== undefined} retry={() => void refetch()}>
      <RecordTable caption="Imports" rows={(data?.page.nodes ?? []).slice(0, 10)} columns={importColumns} empty="No goal imports yet." />
    </Loaded>
  );
}

export function GoalImportList() {
  const navigate = useNavigate();
  return (
    <div className="kit-page">
      <section className="kit-section" aria-label="Latest imports">
        <div className="goal-inline">
          <h3 className="goal-section-title">Latest imports</h3>
          <span className="kit-toolbar-spacer" />
          <LinkButton to={goalPaths.massImport}>Import goals</LinkButton>
        </div>
        <LatestImports />
      </section>
      <h3 className="goal-section-title">Imported goals</h3>
      <ResourceList
        plural="Imported goals"
        singular="Imported goal"
        list={GoalImportRowList}
        columns={goalColumns}
        rowName={(row) => row.goalName}
        filters={importFilters}
        actions={[{ label: 'Open', ariaLabel: (row) => `Open ${row.goalName}`, onClick: (row) => void navigate(goalPaths.edit(row.goalId)) }]}
      />
    </div>
  );
}
