// The trail's filters, kept in the address: the student and the user (chosen from the practice's), and the days.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { ListFilters, ListStateControls } from '../../kit';
import { FilterRow, FilterSelect, type FilterOption } from '../../kit/list/FilterSelect';
import { dayRangeKeys, dayRangeOf, DayRangeFilter } from '../../kit/list/TextFilters';
import type { FilterValues } from '../../kit/list/listState';
import type { AuditTrailFilter, PageInput } from '../../gql/graphql';
import { AuditStudentOptions, AuditUserOptions } from './operations';
import type { Names } from './columns';

export type AuditVariables = { page?: PageInput | null; filter?: AuditTrailFilter | null };

/** The practice's users, by name, and their names by id. */
export function useUserNames(): { options: FilterOption[]; names: Names; failed: boolean } {
  const { data, error } = useQuery(AuditUserOptions);
  return useMemo(() => {
    const users = [...(data?.options ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    return {
      options: users.map((user) => ({ value: user.id, label: `${user.name} (${user.userType})` })),
      names: new Map(users.map((user) => [user.id, user.name])),
      failed: error !== undefined,
    };
  }, [data, error]);
}

/** The practice's students, by last name, and their names by id. */
export function useStudentNames(): { options: FilterOption[]; names: Names; failed: boolean } {
  const { data, error } = useQuery(AuditStudentOptions);
  return useMemo(() => {
    const students = [...(data?.options ?? [])].sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
    return {
      options: students.map((student) => ({ value: student.id, label: `${student.lastName}, ${student.firstName}` })),
      names: new Map(students.map((student) => [student.id, `${student.firstName} ${student.lastName}`])),
      failed: error !== undefined,
    };
  }, [data, error]);
}

const isId = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);

/** The filter the address's values ask for; a value the gateway would refuse is left out. */
function auditFilter({ student, user, ...days }: FilterValues): Partial<AuditVariables> {
  const { from, to } = dayRangeOf(days);
  const filter: AuditTrailFilter = {
    ...(isId(student) && { studentId: student }),
    ...(isId(user) && { userId: user }),
    ...(from && { from }),
    ...(to && { to }),
  };
  return Object.keys(filter).length > 0 ? { filter } : {};
}

function UserFilter({ state }: { state: ListStateControls }) {
  const users = useUserNames();
  return <FilterSelect name="user" label="User" options={users.options} state={state} failed={users.failed} />;
}

function TrailFilterPanel({ state }: { state: ListStateControls }) {
  const students = useStudentNames();
  return (
    <FilterRow>
      <FilterSelect name="student" label="Student" options={students.options} state={state} failed={students.failed} />
      <UserFilter state={state} />
      <DayRangeFilter labels={['From', 'To']} state={state} />
    </FilterRow>
  );
}

function StudentTrailFilterPanel({ state }: { state: ListStateControls }) {
  return (
    <FilterRow>
      <UserFilter state={state} />
      <DayRangeFilter labels={['From', 'To']} state={state} />
    </FilterRow>
  );
}

/** The whole trail's filters: student, user and days. */
export const trailFilters: ListFilters<AuditVariables> = {
  keys: ['student', 'user', ...dayRangeKeys],
  variables: auditFilter,
  Panel: TrailFilterPanel,
};

/** A student's own trail: the student is the record's, so user and days only. */
export const studentTrailFilters: ListFilters<AuditVariables> = {
  keys: ['user', ...dayRangeKeys],
  variables: auditFilter,
  Panel: StudentTrailFilterPanel,
};
