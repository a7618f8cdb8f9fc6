// The goal list's filters (student, skill area, progress, recording type, top-level goals only), kept in the address
// and sent as the list's filter; an option list that cannot load leaves its filter empty and says so.
import { useQuery } from '@apollo/client/react';
import type { ListFilters, ListStateControls } from '../../kit';
import type { GoalFilter, PageInput } from '../../gql/graphql';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import { progressStatuses, recordingTypes } from './names';
import { GoalDropdownFilter } from './operations';

const levelOptions = [{ value: 'parents', label: 'Top-level goals only' }];
const listed = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function GoalFilterPanel({ state }: { state: ListStateControls }) {
  // Not cached: a student and a skill area may share an id, and the cache would merge the two GoalOptions.
  const { data, error } = useQuery(GoalDropdownFilter, { fetchPolicy: 'no-cache' });
  const options = data?.massGoalDropdownFilter;
  return (
    <FilterRow>
      <FilterSelect
        name="student"
        label="Student"
        options={(options?.students ?? []).map((s) => ({ value: s.id, label: s.name }))}
        state={state}
        failed={!!error}
      />
      <FilterSelect
        name="skillArea"
        label="Skill area"
        options={(options?.skillAreas ?? []).map((a) => ({ value: a.id, label: a.name }))}
        state={state}
        failed={!!error}
      />
      <FilterSelect name="progress" label="Progress" options={listed(progressStatuses)} state={state} />
      <FilterSelect name="recording" label="Recording type" options={listed(recordingTypes)} state={state} />
      <FilterSelect name="level" label="Level" options={levelOptions} state={state} />
    </FilterRow>
  );
}

const isId = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);

export const goalFilters: ListFilters<{ page?: PageInput | null; filter?: GoalFilter | null }> = {
  keys: ['student', 'skillArea', 'progress', 'recording', 'level'],
  variables: ({ student, skillArea, progress, recording, level }) => {
    const filter: GoalFilter = {
      ...(isId(student) && { studentId: student }),
      ...(isId(skillArea) && { skillAreaId: skillArea }),
      ...(progress !== undefined && (progressStatuses as readonly string[]).includes(progress) && { progressStatus: progress }),
      ...(recording !== undefined && (recordingTypes as readonly string[]).includes(recording) && { recordingType: recording }),
      ...(level === 'parents' && { parentsOnly: true }),
    };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: GoalFilterPanel,
};
