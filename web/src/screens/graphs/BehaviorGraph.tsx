// Student Behavior (/graph/student-behavior): a student's behaviours per day as frequency, duration or intensity,
// filtered by behaviour, category, how it is recorded and intensity, with the all-behaviours line as the day's total
// or its highest.
import { useQuery } from '@apollo/client/react';
import { Choice, Flag, GraphControls } from './GraphControls';
import { BehaviorGraphQuery, GraphFilterChoices } from './operations';
import { ProgressGraphView } from './ProgressGraphView';
import { graphFilter } from './useGraphAddress';
import { useStudentGraph } from './useStudentGraph';

const drawnTypes = ['Frequency', 'Duration', 'Intensity'];

export function BehaviorGraph() {
  const { address, studentName, ready, waiting } = useStudentGraph();
  const choices = useQuery(GraphFilterChoices, { variables: { studentId: address.studentId }, skip: !address.studentId });
  const options = choices.data?.choices;
  const graphType = drawnTypes.includes(address.get('graph_type')) ? address.get('graph_type') : 'Frequency';
  const filter = graphFilter(address, {
    graphType,
    behaviorType: address.get('behavior'),
    category: address.get('category'),
    recordingType: address.get('recording_type'),
    intensity: address.get('intensity'),
    isMaxValSelected: address.get('highest') === '1',
  });
  const graph = useQuery(BehaviorGraphQuery, { variables: { studentId: address.studentId, filter }, skip: !ready });
  return (
    <div className="kit-page graph-page">
      <GraphControls address={address}>
        <Choice label="Graph" name="graph_type" address={address} options={drawnTypes} />
        <Choice label="Behavior" every="Every behavior" name="behavior" address={address} options={options?.behaviors ?? []} />
        <Choice label="Category" every="Every category" name="category" address={address} options={options?.behaviorCategories ?? []} />
        <Choice label="Recorded as" every="Any recording" name="recording_type" address={address} options={options?.recordingTypes ?? []} />
        <Choice label="Intensity" every="Any intensity" name="intensity" address={address} options={options?.intensities ?? []} />
        <Flag label="All behaviors: the day's highest" name="highest" address={address} />
      </GraphControls>
      <ProgressGraphView
        title={`Behavior ${graphType.toLowerCase()}`}
        kind="behavior"
        graph={graph.data?.graph}
        loading={graph.loading}
        error={graph.error}
        retry={() => void graph.refetch()}
        waiting={waiting}
        studentName={studentName}
      />
    </div>
  );
}
