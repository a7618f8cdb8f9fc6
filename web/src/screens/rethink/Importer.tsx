// Pulls Rethink's sessions of a range of days (at most 31, none after today) and says what the pull did; sessions an
// earlier pull brought in are counted as already there, never added twice.
import { useApolloClient } from '@apollo/client/react';
import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { addCalendarDays, today } from '../../dates/calendar';
import { dayRangeProblems, type DayRange } from '../../dates/ranges';
import { toUsDate } from '../../dates/calendar';
import type { RunRethinkImporterMutation } from '../../gql/graphql';
import { useWrite } from '../../kit';
import { RangeFields } from './RangeFields';
import { RethinkDays, RethinkSessionList, RunRethinkImporter } from './operations';

export const maxPullDays = 31;

type Result = RunRethinkImporterMutation['result'];

export function Importer() {
  const client = useApolloClient();
  const yesterday = addCalendarDays(today(), -1);
  const [range, setRange] = useState<DayRange>({ from: yesterday, to: yesterday });
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const pull = useWrite(RunRethinkImporter);
  const problems = dayRangeProblems(range, { required: true, maxDays: maxPullDays });
  if (!problems.to && range.to > today()) problems.to = 'Rethink has no sessions after today.';
  const shown = tried ? problems : {};

  const run = async () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    const outcome = await pull.run({ dateFrom: range.from, dateTo: range.to });
    if (!outcome.ok) return;
    setResult(outcome.data.result);
    void client.refetchQueries({ include: [RethinkSessionList, RethinkDays] });
  };

  return (
    <section className="kit-panel kit-section rethink-importer" aria-labelledby="rethink-importer-title">
      <h3 id="rethink-importer-title" className="rethink-title">
        Pull from Rethink
      </h3>
      <form
        className="rethink-row"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <RangeFields id="rethink-pull" range={range} problems={shown} onChange={setRange} />
        <Button type="submit" intent="primary" icon="import" text="Pull sessions" loading={pull.pending} className="rethink-submit" />
      </form>
      {result && (
        <Callout
          intent={result.failed > 0 ? 'warning' : 'success'}
          role="status"
          title={`Pulled ${toUsDate(result.dateFrom)} to ${toUsDate(result.dateTo)}`}
        >
          {result.received} sessions in Rethink: {result.imported} imported, {result.failed} failed, {result.skipped} already imported.
        </Callout>
      )}
    </section>
  );
}
