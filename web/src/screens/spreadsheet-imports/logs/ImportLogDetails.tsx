// One import of the log (/import-file-log/details/:source_id): who sent which file and sheet, its progress and
// counts, its refused rows and error sheet, and what became of every row (filtered by outcome).
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { formatMonthFirst } from '../../../dates/timestamps';
import type { ImportedRowFilter, ImportRowOutcome, PageInput } from '../../../gql/graphql';
import { ResourceList, type ListFilters, type ListStateControls, type RowOf } from '../../../kit';
import { FilterRow, FilterSelect } from '../../../kit/list/FilterSelect';
import { LinkButton } from '../../../kit/LinkButton';
import { ImportProgress } from './ImportProgress';
import { ImportedRowList, ImportLogDetail } from './operations';
import { kindLabels, OutcomeTag, outcomeLabels } from './status';
import './import-logs.css';
import { readableTimeRange } from '../../../dates/timeOfDay';

type Row = RowOf<typeof ImportedRowList>;

const outcomes = Object.keys(outcomeLabels) as ImportRowOutcome[];

const rowFilters: ListFilters<{ sourceId: string; page?: PageInput | null; filter?: ImportedRowFilter | null }> = {
  keys: ['outcome'],
  variables: ({ outcome }) => (outcome && (outcomes as string[]).includes(outcome) ? { filter: { outcome: outcome as ImportRowOutcome } } : {}),
  Panel: ({ state }: { state: ListStateControls }) => (
    <FilterRow>
      <FilterSelect name="outcome" label="Outcome" options={outcomes.map((value) => ({ value, label: outcomeLabels[value].label }))} state={state} />
    </FilterRow>
  ),
};

function About({ id }: { id: string }) {
  const { data } = useQuery(ImportLogDetail, { variables: { id } });
  const log = data?.record;
  if (!log) return null;
  return (
    <dl className="import-about">
      <dt>File</dt>
      <dd>{log.fileName}</dd>
      <dt>Kind</dt>
      <dd>
        {log.area}: {kindLabels[log.kind]}
      </dd>
      <dt>Uploaded by</dt>
      <dd>{log.uploadedBy ?? '—'}</dd>
      <dt>Uploaded</dt>
      <dd>{formatMonthFirst(log.createdAt)}</dd>
      <dt>Sheets</dt>
      <dd>{log.sheets.join(', ')}</dd>
    </dl>
  );
}

export function ImportLogDetails() {
  const { source_id: id = '' } = useParams();
  return (
    <div className="kit-page">
      <div className="kit-form-actions">
        <LinkButton to="/import-file-log">Back to the import log</LinkButton>
      </div>
      <section className="kit-panel import-details" aria-label="The import">
        <About id={id} />
        <ImportProgress id={id} />
      </section>
      <ResourceList
        plural="Rows"
        singular="Row"
        list={ImportedRowList}
        variables={{ sourceId: id }}
        filters={rowFilters}
        columns={[
          { id: 'row', header: 'Row', value: (row: Row) => String(row.row), flex: 0.5, sortField: false },
          {
            id: 'outcome',
            header: 'Outcome',
            value: (row: Row) => outcomeLabels[row.outcome].label,
            render: (row: Row) => <OutcomeTag outcome={row.outcome} />,
            sortField: false,
          },
          { id: 'studentName', header: 'Student', value: (row: Row) => row.studentName ?? '—', flex: 1.3, sortField: false },
          { id: 'date', header: 'Date', value: (row: Row) => row.date ?? '—', sortField: false },
          {
            id: 'time',
            header: 'Time',
            value: (row: Row) => (row.startTime && row.endTime ? readableTimeRange(row.startTime, row.endTime) : '—'),
            sortField: false,
          },
          { id: 'service', header: 'Service', value: (row: Row) => row.service ?? '—', flex: 1.2, sortField: false },
          { id: 'message', header: 'Problem', value: (row: Row) => row.message ?? '', flex: 2.5, sortField: false },
        ]}
        rowName={(row) => `row ${row.row}`}
      />
    </div>
  );
}
