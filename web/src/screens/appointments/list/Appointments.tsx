// The appointments as a server-paged list: a range, status, student, staff, location and service, a search; each
// row opens its appointment and shows its verification; chosen rows get sign requests or the staff signature; the
// export writes every row the filters keep as XLSX or CSV.
import { useQuery } from '@apollo/client/react';
import { Button, Checkbox } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toUsDate } from '../../../dates/calendar';
import { currentMonth } from '../../../dates/months';
import { Pager } from '../../../kit/list/Pager';
import { RecordTable } from '../../../kit/list/RecordTable';
import { SearchBox } from '../../../kit/list/SearchBox';
import type { AppointmentListFilter } from '../../../gql/graphql';
import { Loaded } from '../../../kit/Loaded';
import { dayRangeProblems, monthDays, type DayRange } from '../../../dates/ranges';
import { chosen, DayRangeFields, ExportButtons, OptionSelect, TwoLines } from '../../billing-schedule/filterControls';
import { AppointmentListOptionsQuery, AppointmentListQuery, ExportSessionsMutation } from './operations';
import { SignActions } from './SignActions';
import { VerificationCell, type ListedAppointment } from './verification';
import { readableTime, readableTimeRange } from '../../../dates/timeOfDay';

const pageSizes = [50, 100, 150, 200, 500] as const;

interface Choices {
  status: string;
  student: string;
  staff: string;
  location: string;
  service: string;
}

const noChoices: Choices = { status: '', student: '', staff: '', location: '', service: '' };

const initialRange = (): DayRange => monthDays(currentMonth());

const statusIntent = (status: string) => (status === 'Completed' ? 'success' : status === 'Scheduled' ? 'primary' : 'danger');

const describe = (row: ListedAppointment) => `${toUsDate(row.date)} ${readableTime(row.startTime)} ${row.student?.name ?? ''}`.trim();

export function Appointments() {
  const [range, setRange] = useState(initialRange);
  const [choices, setChoices] = useState<Choices>(noChoices);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(pageSizes[0]);
  const [selected, setSelected] = useState<string[]>([]);
  const valid = Object.keys(dayRangeProblems(range)).length === 0;

  const filter = useMemo<AppointmentListFilter>(
    () => ({
      from: range.from || null,
      to: range.to || null,
      statuses: chosen(choices.status),
      studentIds: chosen(choices.student),
      staffIds: chosen(choices.staff),
      locationIds: chosen(choices.location),
      serviceIds: chosen(choices.service),
    }),
    [range, choices],
  );
  const options = useQuery(AppointmentListOptionsQuery, { fetchPolicy: 'cache-first' }).data?.options;
  const list = useQuery(AppointmentListQuery, {
    variables: { filter, page: { page, perPage, search: search || null, sortBy: 'ASC' } },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const current = (list.data ?? list.previousData)?.page;
  const rows = current?.nodes ?? [];

  const refilter = () => {
    setPage(1);
    setSelected([]);
  };
  const choose = (key: keyof Choices) => (value: string) => {
    setChoices((before) => ({ ...before, [key]: value }));
    refilter();
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((before) => (on ? [...before.filter((each) => each !== id), id] : before.filter((each) => each !== id)));
  const pageIds = rows.map((row) => row.id);
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const filtered = choices !== noChoices || search !== '';
  const byId = new Map(rows.map((row) => [row.id, row]));

  return (
    <>
      <div className="kit-toolbar" role="group" aria-label="Range and export">
        <DayRangeFields
          range={range}
          onChange={(next) => {
            setRange(next);
            refilter();
          }}
        />
        <SearchBox
          value={search}
          onSearch={(value) => {
            setSearch(value);
            refilter();
          }}
          label="Search student, staff or billing code"
        />
        <span className="kit-toolbar-spacer" />
        <ExportButtons document={ExportSessionsMutation} variables={{ filter, search: search || null }} plural="Session list" />
      </div>
      <div className="kit-toolbar schedule-filters" role="group" aria-label="Filters">
        <OptionSelect label="Status" every="Every status" options={options?.statuses ?? []} value={choices.status} onChange={choose('status')} />
        <OptionSelect label="Student" every="Every student" options={options?.students ?? []} value={choices.student} onChange={choose('student')} />
        <OptionSelect label="Staff" every="Every staff member" options={options?.staff ?? []} value={choices.staff} onChange={choose('staff')} />
        <OptionSelect
          label="Location"
          every="Every location"
          options={options?.locations ?? []}
          value={choices.location}
          onChange={choose('location')}
        />
        <OptionSelect label="Service" every="Every service" options={options?.services ?? []} value={choices.service} onChange={choose('service')} />
        {filtered && (
          <Button
            minimal
            icon="filter-remove"
            text="Clear filters"
            onClick={() => {
              setChoices(noChoices);
              setSearch('');
              refilter();
            }}
          />
        )}
      </div>
      <SignActions
        selected={selected}
        describe={(id) => {
          const row = byId.get(id);
          return row ? describe(row) : `#${id}`;
        }}
        onDone={() => {
          setSelected([]);
          void list.refetch();
        }}
      />
      {!valid ? (
        <p className="kit-muted">Correct the range to see the appointments.</p>
      ) : (
        <Loaded what="the appointments" loading={list.loading} error={list.error} ready={current !== undefined} retry={() => void list.refetch()}>
          {rows.length > 0 && (
            <Checkbox
              label="Choose every session on this page"
              checked={wholePage}
              indeterminate={!wholePage && pageIds.some((id) => selected.includes(id))}
              onChange={(event) =>
                setSelected(event.currentTarget.checked ? [...new Set([...selected, ...pageIds])] : selected.filter((id) => !pageIds.includes(id)))
              }
            />
          )}
          <RecordTable
            caption="Appointments"
            rows={rows}
            empty={filtered ? 'No appointments match these filters' : 'No appointments in this range'}
            rowClass={(row) => (selected.includes(row.id) ? 'list-chosen' : undefined)}
            columns={[
              {
                header: 'Choose',
                cell: (row) => (
                  <Checkbox
                    className="list-choose"
                    aria-label={`Choose ${describe(row)}`}
                    checked={selected.includes(row.id)}
                    onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                  />
                ),
              },
              {
                header: 'Date',
                cell: (row) => (
                  <Link className="schedule-nowrap" to={`/edit-appointment/${row.id}`}>
                    {toUsDate(row.date)}
                  </Link>
                ),
              },
              { header: 'Time', cell: (row) => <span className="schedule-nowrap">{readableTimeRange(row.startTime, row.endTime)}</span> },
              { header: 'Student', cell: (row) => row.student?.name ?? '' },
              { header: 'Staff', cell: (row) => row.staff?.name ?? '' },
              { header: 'Service and location', cell: (row) => <TwoLines first={row.service?.name ?? ''} second={row.location?.name ?? ''} /> },
              { header: 'Units', align: 'end', cell: (row) => String(row.units) },
              {
                header: 'Status',
                cell: (row) => (
                  <Tag minimal intent={statusIntent(row.status)}>
                    {row.status}
                  </Tag>
                ),
              },
              { header: 'Verification', cell: (row) => <VerificationCell row={row} /> },
            ]}
          />
        </Loaded>
      )}
      <Pager
        pageInfo={current?.pageInfo}
        perPage={perPage}
        pageSizes={pageSizes}
        onPage={(next) => {
          setPage(next);
        }}
        onPerPage={(next) => {
          setPerPage(next);
          setPage(1);
        }}
        disabled={list.loading || !valid}
      />
    </>
  );
}
