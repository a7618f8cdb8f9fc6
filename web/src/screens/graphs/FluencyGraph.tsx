// Fluency Rate (/graph/fluency-rate): a standard celeration chart. Each behaviour's count per minute (the day's
// count over the minutes of its sessions) on a log axis from 0.001 to 1000 against successive calendar days, with a
// celeration line per phase labelled by its weekly factor (×2.0 doubles each week).
import { useQuery } from '@apollo/client/react';
import { Choice, GraphControls } from './GraphControls';
import { BehaviorGraphQuery, GraphFilterChoices } from './operations';
import { ProgressGraphView } from './ProgressGraphView';
import { graphFilter } from './useGraphAddress';
import { useStudentGraph } from './useStudentGraph';

export function FluencyGraph() {
  const { address, studentName, ready, waiting } = useStudentGraph();
  const choices = useQuery(GraphFilterChoices, { variables: { studentId: address.studentId }, skip: !address.studentId });
  const options = choices.data?.choices;
  const filter = graphFilter(address, { graphType: 'Rate', behaviorType: address.get('behavior'), intensity: address.get('intensity') });
  const graph = useQuery(BehaviorGraphQuery, { variables: { studentId: address.studentId, filter }, skip: !ready });
  const data = graph.data?.graph;
  // The all-behaviours line mixes rates of different behaviours: a celeration chart draws each on its own.
  const perBehavior = data && { ...data, series: data.series.filter((line) => line.id !== 'all') };
  return (
    <div className="kit-page graph-page">
      <GraphControls address={address}>
        <Choice label="Behavior" every="Every behavior" name="behavior" address={address} options={options?.behaviors ?? []} />
        <Choice label="Intensity" every="Any intensity" name="intensity" address={address} options={options?.intensities ?? []} />
      </GraphControls>
      <ProgressGraphView
        title="Standard celeration chart"
        kind="celeration"
        graph={perBehavior}
        loading={graph.loading}
        error={graph.error}
        retry={() => void graph.refetch()}
        waiting={waiting}
        studentName={studentName}
      />
    </div>
  );
}
