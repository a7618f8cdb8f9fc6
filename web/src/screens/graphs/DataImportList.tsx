// Data Import List (/graph/data-import-list): behaviour data imported from a spreadsheet (the kit's import page,
// with its row report), and the imports made so far, newest first, each with its rows imported and rejected.
import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Loaded } from '../../kit/Loaded';
import { ImportPage } from '../../kit/transfer/ImportPage';
import { formatMonthFirst } from '../../dates/timestamps';
import { BehaviorGraphImportsQuery, ImportBehaviorGraphMutation } from './operations';

export function DataImportList() {
  const imports = useQuery(BehaviorGraphImportsQuery, { variables: { page: { perPage: 50 } }, fetchPolicy: 'cache-and-network' });
  const rows = imports.data?.page.nodes ?? [];
  return (
    <div className="graph-import">
      <ImportPage
        plural="Behavior data"
        document={ImportBehaviorGraphMutation}
        listPath="/graph/student-behavior"
        columns="student_id, behavior (name or id), date (YYYY-MM-DD), frequency, duration_seconds, intensity (Mild, Moderate or Severe)"
      />
      <section className="kit-panel graph-panel" aria-label="Imports made">
        <h2 className="graph-title">Imports made</h2>
        <Loaded
          what="the imports"
          loading={imports.loading}
          error={imports.error}
          ready={imports.data !== undefined}
          retry={() => void imports.refetch()}
        >
          {rows.length === 0 ? (
            <NonIdealState icon="import" title="No imports yet" description="Behavior data imported from a spreadsheet is listed here." />
          ) : (
            <HTMLTable compact striped className="graph-table">
              <caption>Behavior data imports, newest first ({imports.data?.page.pageInfo.total ?? 0} in all)</caption>
              <thead>
                <tr>
                  <th scope="col">File</th>
                  <th scope="col">Student</th>
                  <th scope="col">Imported by</th>
                  <th scope="col">When</th>
                  <th scope="col" className="graph-number">
                    Rows imported
                  </th>
                  <th scope="col" className="graph-number">
                    Rows rejected
                  </th>
                  <th scope="col">Problems</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.fileName}</th>
                    <td>{row.studentName ?? 'Several students'}</td>
                    <td>{row.importedBy ?? ''}</td>
                    <td>{row.createdAt ? formatMonthFirst(row.createdAt) : ''}</td>
                    <td className="graph-number">{row.imported}</td>
                    <td className="graph-number">{row.rejected}</td>
                    <td>{row.errors.map((problem) => `Row ${problem.row}: ${problem.message}`).join(' ')}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </Loaded>
      </section>
    </div>
  );
}
