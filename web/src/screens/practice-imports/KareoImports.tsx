// The latest practice-management imports: file, who ran it, when, and what it did; Show follows one.
import { useQuery } from '@apollo/client/react';
import { RecordTable } from '../../kit';
import { Loaded } from '../../kit/Loaded';
import { formatMonthFirst } from '../../dates/timestamps';
import { KareoImportList } from './operations';

export function KareoImports({ onShow }: { onShow: (id: string) => void }) {
  const { data, loading, error, refetch } = useQuery(KareoImportList, { variables: { page: { perPage: 50 } }, fetchPolicy: 'cache-and-network' });
  return (
    <Loaded what="the imports" loading={loading} error={error} ready={data !== undefined} retry={() => void refetch()}>
      <RecordTable
        caption="Latest imports"
        rows={(data?.page.nodes ?? []).slice(0, 5)}
        empty="No practice-management imports yet."
        columns={[
          { header: 'File', cell: (job) => job.fileName },
          { header: 'Imported by', cell: (job) => job.importedBy ?? '—' },
          { header: 'When', cell: (job) => (job.createdAt ? formatMonthFirst(job.createdAt) : '—') },
          { header: 'Imported', cell: (job) => job.imported, align: 'end' },
          { header: 'Already in', cell: (job) => job.skipped, align: 'end' },
          { header: 'Left out', cell: (job) => job.rejected, align: 'end' },
          { header: 'Status', cell: (job) => job.status },
        ]}
        actions={[{ label: 'Show', ariaLabel: (job) => `Show the import of ${job.fileName}`, onClick: (job) => onShow(job.id) }]}
      />
    </Loaded>
  );
}
