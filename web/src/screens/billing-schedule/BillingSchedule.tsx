// The billing schedule: the sessions to bill (scheduled and completed) over a range, with the schedule's filters,
// the totals of units and hours over everything the filters keep (not only the page), a page of rows and the
// export of every row as XLSX or CSV.
import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, FormGroup, Spinner } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toUsDate } from '../../dates/calendar';
import { Pager } from '../../kit/list/Pager';
import { RecordTable } from '../../kit/list/RecordTable';
import { SearchBox } from '../../kit/list/SearchBox';
import type { BillingScheduleFilter, ScheduleTimeRange, Weekday } from '../../gql/graphql';
import { Loaded } from '../../kit/Loaded';
import { Figures } from '../../kit/Figures';
import { dayRangeProblems, monthDays, type DayRange } from '../../dates/ranges';
import { currentMonth } from '../../dates/months';
import { chosen, DayRangeFields, ExportButtons, hoursText, OptionSelect, TwoLines } from './filterControls';
import { BillingScheduleQuery, BillingScheduleSummaryQuery, ExportBillingScheduleMutation } from './operations';
// The totals line is payroll's figures, styled by its sheet.
import './billing-schedule.css';
import { readableTimeRange } from '../../dates/timeOfDay';

const pageSizes = [50, 100, 150, 200, 500] as const;
const weekdays: readonly { value: Weekday; label: string }[] = [
  { value: 'MON', label: 'Mon' },
  { value: 'TUE', label: 'Tue' },
  { value: 'WED', label: 'Wed' },
  { value: 'THU', label: 'Thu' },
  { value: 'FRI', label: 'Fri' },
  { value: 'SAT', label: 'Sat' },
  { value: 'SUN', label: 'Sun' },
];
const timeRanges: readonly { id: ScheduleTimeRange; name: string }[] = [
  { id: 'MORNING', name: 'Morning (before 12:00 PM)' },
  { id: 'AFTERNOON', name: 'Afternoon (12:00 PM – 5:00 PM)' },
  { id: 'EVENING', name: 'Evening (after 5:00 PM)' },
];

interface Choices {
  student: string;
  service: string;
  serviceLine: string;
  location: string;
  placeOfService: string;
  type: string;
  timeRange: string;
}

const noChoices: Choices = { student: '', service: '', serviceLine: '', location: '', placeOfService: '', type: '', timeRange: '' };

const initialRange = (): DayRange => monthDays(currentMonth());

export function BillingSchedule() {
  const [range, setRange] = useState(initialRange);
  const [choices, setChoices] = useState<Choices>(noChoices);
  const [days, setDays] = useState<Weekday[]>([]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(pageSizes[0]);
  const valid = Object.keys(dayRangeProblems(range)).length === 0;

  const filter = useMemo<BillingScheduleFilter>(
    () => ({
      search: search.trim() || null,
      startDate: range.from || null,
      endDate: range.to || null,
      student: chosen(choices.student),
      service: chosen(choices.service),
      serviceLine: chosen(choices.serviceLine),
      locations: chosen(choices.location),
      placeOfService: chosen(choices.placeOfService),
      type: chosen(choices.type),
      timeRange: (choices.timeRange || null) as ScheduleTimeRange | null,
      days: days.length > 0 ? days : null,
    }),
    [search, range, choices, days],
  );
  const list = useQuery(BillingScheduleQuery, {
    variables: { filter, page: { page, perPage, sortBy: 'ASC' } },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const summary = useQuery(BillingScheduleSummaryQuery, { variables: { filter }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const current = (list.data ?? list.previousData)?.page;
  const figures = (summary.data ?? summary.previousData)?.summary;
  const options = figures?.options;

  const choose = (key: keyof Choices) => (value: string) => {
    setChoices((before) => ({ ...before, [key]: value }));
    setPage(1);
  };
  const toggleDay = (day: Weekday, on: boolean) => {
    setDays((before) =>
      on ? weekdays.map((each) => each.value).filter((each) => each === day || before.includes(each)) : before.filter((each) => each !== day),
    );
    setPage(1);
  };
  const filtered = choices !== noChoices || days.length > 0 || search !== '';
  const clear = () => {
    setChoices(noChoices);
    setDays([]);
    setSearch('');
    setPage(1);
  };

  return (
    <div className="kit-page">
      <div className="kit-toolbar" role="group" aria-label="Range and export">
        <DayRangeFields
          range={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        <SearchBox
          value={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          label="Search student, staff, service, code or location"
        />
        <span className="kit-toolbar-spacer" />
        <ExportButtons document={ExportBillingScheduleMutation} variables={{ filter }} plural="Billing schedule" />
      </div>
      <div className="kit-toolbar schedule-filters" role="group" aria-label="Filters">
        <OptionSelect label="Student" every="Every student" options={options?.students ?? []} value={choices.student} onChange={choose('student')} />
        <OptionSelect
          label="Service line"
          every="Every service line"
          options={options?.serviceLines ?? []}
          value={choices.serviceLine}
          onChange={choose('serviceLine')}
        />
        <OptionSelect label="Service" every="Every service" options={options?.services ?? []} value={choices.service} onChange={choose('service')} />
        <OptionSelect
          label="Location"
          every="Every location"
          options={options?.locations ?? []}
          value={choices.location}
          onChange={choose('location')}
        />
        <OptionSelect
          label="Place of service"
          every="Every place"
          options={options?.placesOfService ?? []}
          value={choices.placeOfService}
          onChange={choose('placeOfService')}
        />
        <OptionSelect label="Session type" every="Every type" options={options?.types ?? []} value={choices.type} onChange={choose('type')} />
        <OptionSelect label="Time of day" every="Any time" options={timeRanges} value={choices.timeRange} onChange={choose('timeRange')} />
        <FormGroup label="Days" inline className="schedule-filter schedule-days">
          {weekdays.map((day) => (
            <Checkbox
              key={day.value}
              inline
              label={day.label}
              checked={days.includes(day.value)}
              onChange={(event) => toggleDay(day.value, event.currentTarget.checked)}
            />
          ))}
        </FormGroup>
        {filtered && <Button minimal icon="filter-remove" text="Clear filters" onClick={clear} />}
      </div>
      {figures && (
        <Figures
          label="Billing schedule totals"
          figures={[
            { label: 'Sessions', value: String(figures.totals.sessions) },
            { label: 'Units', value: String(figures.totals.units) },
            { label: 'Hours', value: figures.totals.hours.toFixed(2) },
          ]}
        />
      )}
      {!valid ? (
        <p className="kit-muted">Correct the range to see the schedule.</p>
      ) : (
        <Loaded what="the billing schedule" loading={list.loading} error={list.error} ready={current !== undefined} retry={() => void list.refetch()}>
          {list.loading && <Spinner size={16} aria-label="Updating the billing schedule" className="schedule-updating" />}
          <RecordTable
            caption="Billing schedule"
            rows={current?.nodes ?? []}
            empty={filtered ? 'No billed sessions match these filters' : 'No billed sessions in this range'}
            columns={[
              {
                header: 'Date',
                cell: (row) => (
                  <span className="schedule-nowrap">
                    {weekdays[row.weekday - 1]?.label} <Link to={`/edit-appointment/${row.id}`}>{toUsDate(row.date)}</Link>
                  </span>
                ),
              },
              { header: 'Time', cell: (row) => <span className="schedule-nowrap">{readableTimeRange(row.startTime, row.endTime)}</span> },
              { header: 'Student', cell: (row) => row.studentName },
              { header: 'Staff', cell: (row) => row.staffName },
              {
                header: 'Service',
                cell: (row) => <TwoLines first={row.serviceName} second={[row.hcode, row.sessionType].filter(Boolean).join(' · ')} />,
              },
              { header: 'Location', cell: (row) => <TwoLines first={row.locationName ?? ''} second={row.placeOfService} /> },
              { header: 'Units', align: 'end', cell: (row) => String(row.units) },
              { header: 'Hours', align: 'end', cell: (row) => hoursText(row.minutes) },
              {
                header: 'Status',
                cell: (row) => (
                  <Tag minimal intent={row.status === 'Completed' ? 'success' : 'primary'}>
                    {row.status}
                  </Tag>
                ),
              },
            ]}
          />
        </Loaded>
      )}
      <Pager
        pageInfo={current?.pageInfo}
        perPage={perPage}
        pageSizes={pageSizes}
        onPage={setPage}
        onPerPage={(next) => {
          setPerPage(next);
          setPage(1);
        }}
        disabled={list.loading || !valid}
      />
    </div>
  );
}
