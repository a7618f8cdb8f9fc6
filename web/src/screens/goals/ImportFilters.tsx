// The imported goals' filters as the API takes them: the import's first and last day, skill area, student name and
// target name (each a part of the name), kept in the address.
import type { ListFilters, ListStateControls } from '../../kit';
import { FilterRow } from '../../kit/list/FilterSelect';
import { dayRangeKeys, dayRangeOf, DayRangeFilter, TextFilter } from '../../kit/list/TextFilters';
import type { GoalImportRowFilter, PageInput } from '../../gql/graphql';

function ImportFilterPanel({ state }: { state: ListStateControls }) {
  return (
    <FilterRow>
      <DayRangeFilter labels={['Imported from', 'Imported to']} state={state} />
      <TextFilter name="student" label="Student name" state={state} />
      <TextFilter name="skillArea" label="Skill area" state={state} />
      <TextFilter name="target" label="Target name" state={state} />
    </FilterRow>
  );
}

export const importFilters: ListFilters<{ page?: PageInput | null; filter?: GoalImportRowFilter | null }> = {
  keys: [...dayRangeKeys, 'student', 'skillArea', 'target'],
  variables: ({ student, skillArea, target, ...days }) => {
    const { from, to } = dayRangeOf(days);
    const filter: GoalImportRowFilter = {
      ...(from && { startDate: from }),
      ...(to && { endDate: to }),
      ...(student && { studentName: student }),
      ...(skillArea && { skillArea }),
      ...(target && { targetName: target }),
    };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: ImportFilterPanel,
};
