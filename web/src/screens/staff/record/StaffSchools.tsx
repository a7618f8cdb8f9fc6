// The Schools tab: the schools the staff member works at, chosen from the practice's schools and saved at once
// (every school not ticked is let go); filtered by name for the keyboard.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Checkbox, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useWrite } from '../../../kit';
import { StaffFrame } from '../shared/StaffFrame';
import { useStaffId } from '../shared/useStaffId';
import { SetStaffSchoolsMutation, StaffSchoolsQuery } from './operations';

export function StaffSchools() {
  const userId = useStaffId();
  const { data, loading, error, refetch } = useQuery(StaffSchoolsQuery, { variables: { userId } });
  const saving = useWrite(SetStaffSchoolsMutation);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [search, setSearch] = useState('');
  const assigned = useMemo(() => new Set((data?.assigned ?? []).map((row) => row.schoolId)), [data]);
  const selected = chosen ?? assigned;
  const schools = (data?.schools ?? []).filter((school) => school.name.toLowerCase().includes(search.trim().toLowerCase()));
  const changed = chosen !== null && (chosen.size !== assigned.size || [...chosen].some((id) => !assigned.has(id)));

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };

  const save = async () => {
    const result = await saving.run({ userId, schoolIds: [...selected] }, 'Schools saved.');
    if (result.ok) {
      setChosen(null);
      await refetch();
    }
  };

  return (
    <StaffFrame title="Schools">
      {error ? (
        <Callout intent="danger" title="The schools could not be loaded">
          <p>{error.message}</p>
          <Button text="Try again" onClick={() => void refetch()} />
        </Callout>
      ) : loading && !data ? (
        <Spinner aria-label="Loading schools" />
      ) : (
        <div className="kit-page">
          <p>Works at {assigned.size === 0 ? 'no school yet' : `${assigned.size} school${assigned.size === 1 ? '' : 's'}`}.</p>
          <InputGroup
            leftIcon="search"
            placeholder="Find a school"
            aria-label="Find a school"
            value={search}
            onValueChange={setSearch}
            className="staff-school-search"
          />
          {schools.length === 0 ? (
            <NonIdealState icon="search" title={search ? `No school matches “${search}”` : 'No schools yet'} />
          ) : (
            <fieldset className="staff-school-list">
              <legend className="kit-visually-hidden">Schools the staff member works at</legend>
              {schools.map((school) => (
                <Checkbox key={school.id} checked={selected.has(school.id)} onChange={() => toggle(school.id)}>
                  {school.name}
                  {school.district && <span className="kit-muted"> · {school.district}</span>}
                </Checkbox>
              ))}
            </fieldset>
          )}
          <div className="kit-toolbar">
            <Button intent="primary" text="Save schools" onClick={() => void save()} loading={saving.pending} disabled={!changed} />
            {changed && <Button text="Undo changes" onClick={() => setChosen(null)} />}
          </div>
        </div>
      )}
    </StaffFrame>
  );
}
