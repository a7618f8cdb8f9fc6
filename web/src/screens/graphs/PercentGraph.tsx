// The percent-correct graphs: Student Skill Behavior (/graph/student-skill-behavior, one line per target) and the
// Students Note Helper Graph (/graph/student-note-helper-graph, one line per program), filtered by program,
// category and target type, with the mastery criterion, phases, trends and the technical indicators to overlay.
import { useQuery } from '@apollo/client/react';
import { Choice, GraphControls } from './GraphControls';
import { GraphFilterChoices, ProgramGraphQuery, SkillGraphQuery, TechnicalIndicatorsQuery } from './operations';
import { ProgressGraphView } from './ProgressGraphView';
import { graphFilter } from './useGraphAddress';
import { useStudentGraph } from './useStudentGraph';

function PercentGraph({ of }: { of: 'targets' | 'programs' }) {
  const { address, studentName, ready, waiting } = useStudentGraph();
  const choices = useQuery(GraphFilterChoices, { variables: { studentId: address.studentId }, skip: !address.studentId });
  const indicators = useQuery(TechnicalIndicatorsQuery);
  const options = choices.data?.choices;
  const filter = graphFilter(address, {
    programId: address.get('program'),
    category: address.get('category'),
    studentSkillType: address.get('skill_type'),
  });
  const variables = { studentId: address.studentId, filter };
  const skill = useQuery(SkillGraphQuery, { variables, skip: !ready || of !== 'targets' });
  const program = useQuery(ProgramGraphQuery, { variables, skip: !ready || of !== 'programs' });
  const graph = of === 'targets' ? skill : program;
  return (
    <div className="kit-page graph-page">
      <GraphControls address={address}>
        <Choice label="Program" every="Every program" name="program" address={address} options={options?.programs ?? []} />
        <Choice label="Category" every="Every category" name="category" address={address} options={options?.programCategories ?? []} />
        <Choice label="Target type" every="Every type" name="skill_type" address={address} options={options?.studentSkillTypes ?? []} />
      </GraphControls>
      <ProgressGraphView
        title={of === 'targets' ? 'Skill acquisition' : 'Note helper percentage'}
        kind="percent"
        graph={graph.data?.graph}
        loading={graph.loading}
        error={graph.error}
        retry={() => void graph.refetch()}
        waiting={waiting}
        studentName={studentName}
        indicators={indicators.data?.indicators ?? []}
      />
    </div>
  );
}

export function SkillGraph() {
  return <PercentGraph of="targets" />;
}

export function NoteHelperGraph() {
  return <PercentGraph of="programs" />;
}
