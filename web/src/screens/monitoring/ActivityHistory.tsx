// Activity History: who did what to any student's record, latest first; searched (description, person, student),
// filtered by the kind of record and the days. A student's name opens that student's own activity history.
import { Link } from 'react-router';
import type { ActivityEntryFilter, ActivityHistoryListQuery, PageInput } from '../../gql/graphql';
import { col, derived, ResourceList, type ListFilters, type ListStateControls } from '../../kit';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import { dayRangeKeys, dayRangeOf, DayRangeFilter } from '../../kit/list/TextFilters';
import { formatMonthFirst } from '../../dates/timestamps';
import { ActivityHistoryList } from './operations';

type Entry = ActivityHistoryListQuery['page']['nodes'][number];
type Variables = { page?: PageInput | null; filter?: ActivityEntryFilter | null };

const modules = ['Student', 'Contact', 'Authorization', 'Session', 'Goal', 'Intake form', 'Program'].map((value) => ({ value, label: value }));

function ActivityFilterPanel({ state }: { state: ListStateControls }) {
  return (
    <FilterRow>
      <FilterSelect name="module" label="Record" options={modules} state={state} />
      <DayRangeFilter labels={['From', 'To']} state={state} />
    </FilterRow>
  );
}

const activityFilters: ListFilters<Variables> = {
  keys: ['module', ...dayRangeKeys],
  variables: ({ module, ...days }) => {
    const { from, to } = dayRangeOf(days);
    const filter: ActivityEntryFilter = { ...(module && { module }), ...(from && { dateFrom: from }), ...(to && { dateTo: to }) };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: ActivityFilterPanel,
};

const columns = [
  derived<Entry>('createdAt', 'When', (row) => formatMonthFirst(row.createdAt), { flex: 1, minWidth: 175 }),
  {
    ...derived<Entry>('studentName', 'Student', (row) => row.studentName, { flex: 1.2 }),
    render: (row: Entry) => <Link to={`/student-activity-history/${row.studentId}`}>{row.studentName}</Link>,
  },
  col<Entry>('module', 'Record', { flex: 0.8, sortField: false }),
  col<Entry>('action', 'Action', { flex: 0.8, sortField: false }),
  col<Entry>('description', 'Description', { flex: 2, sortField: false }),
  col<Entry>('userName', 'By', { flex: 1.1, sortField: false }),
];

export function ActivityHistory() {
  return (
    <ResourceList
      plural="Activity"
      singular="Activity entry"
      list={ActivityHistoryList}
      columns={columns}
      rowName={(row) => row.description}
      filters={activityFilters}
    />
  );
}
