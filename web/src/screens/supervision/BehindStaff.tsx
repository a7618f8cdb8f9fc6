// The staff list filtered to the RBTs behind on supervision this month. The practice API cannot filter staff by a
// figure only the gateway works out, so this view lists this month's figures (the one query the list's flags read)
// instead of the paged list; choosing "Any" again goes back to it.
import { Button, FormGroup, HTMLSelect, NonIdealState } from '@blueprintjs/core';
import { useSearchParams } from 'react-router';
import { Loaded } from '../../kit/Loaded';
import { BEHIND_FILTER, behindFilterOption } from './behindFilter';
import { behind } from './figures';
import { useThisMonth } from './SupervisionFlag';
import { SupervisionTable } from './SupervisionTable';
import './supervision.css';

export function BehindStaff() {
  const [, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useThisMonth();
  const rows = behind(data?.supervisionMonth ?? []);
  const showAll = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(BEHIND_FILTER.key);
      return next;
    });
  return (
    <div className="kit-page">
      <div className="kit-filters" role="group" aria-label="Filters">
        <FormGroup label="Supervision" labelFor={`filter-${BEHIND_FILTER.key}`} className="kit-filter">
          <HTMLSelect
            id={`filter-${BEHIND_FILTER.key}`}
            value={BEHIND_FILTER.value}
            onChange={(event) => event.currentTarget.value === '' && showAll()}
            options={[{ value: '', label: 'Any' }, behindFilterOption]}
            fill
          />
        </FormGroup>
      </div>
      <Loaded what="the supervision figures" loading={loading} error={error} ready={data !== undefined} retry={() => void refetch()}>
        {rows.length === 0 ? (
          <NonIdealState
            icon="tick-circle"
            title="No RBT is behind on supervision this month"
            action={<Button text="Show all staff" onClick={showAll} />}
          />
        ) : (
          <SupervisionTable rows={rows} caption="RBTs behind on supervision this month" recordLinks />
        )}
      </Loaded>
    </div>
  );
}
