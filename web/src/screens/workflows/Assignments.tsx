// A workflow's assignments: assigning it to a student or a staff member from a day (today unless chosen; every step
// is then due that many days later), and each assignment's progress with its steps to complete.
import { useQuery } from '@apollo/client/react';
import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useWrite } from '../../kit';
import { Loaded } from '../../kit/Loaded';
import { today } from '../../dates/calendar';
import type { FieldErrors } from '../../kit/fieldErrors';
import { AssignmentCard } from './AssignmentCard';
import { AssignableQuery, AssignWorkflow, WorkflowAssignmentsQuery } from './operations';
import './workflows.css';

const assigneeTypes = [
  { value: 'student', label: 'Student' },
  { value: 'staff', label: 'Staff member' },
];

function AssignForm({ workflowId, onAssigned }: { workflowId: string; onAssigned: () => void }) {
  const { data } = useQuery(AssignableQuery, { fetchPolicy: 'cache-first' });
  const [assignedType, setAssignedType] = useState('student');
  const [assignedId, setAssignedId] = useState('');
  const [startDate, setStartDate] = useState(today());
  const [problems, setProblems] = useState<FieldErrors>({});
  const assign = useWrite(AssignWorkflow);
  const people = useMemo(() => {
    if (assignedType === 'staff') return (data?.staff.nodes ?? []).map((person) => ({ value: person.id, label: person.name }));
    return [...(data?.students ?? [])]
      .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`))
      .map((student) => ({ value: student.id, label: `${student.lastName}, ${student.firstName}` }));
  }, [data, assignedType]);

  const submit = async () => {
    const found: FieldErrors = {};
    if (!assignedId) found['assignedId'] = `Choose the ${assignedType === 'staff' ? 'staff member' : 'student'} to assign it to.`;
    if (!startDate) found['startDate'] = 'Give the assignment date.';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const result = await assign.run({ input: { workflowId, assignedType, assignedId, startDate } }, 'Workflow assigned.');
    if (!result.ok) {
      setProblems(result.fieldErrors);
      return;
    }
    setAssignedId('');
    onAssigned();
  };

  return (
    <form
      className="workflow-assign"
      aria-label="Assign the workflow"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormGroup label="Assign to" labelFor="assign-type">
        <HTMLSelect
          id="assign-type"
          value={assignedType}
          options={assigneeTypes}
          onChange={(event) => {
            setAssignedType(event.currentTarget.value);
            setAssignedId('');
          }}
        />
      </FormGroup>
      <FormGroup
        label={assignedType === 'staff' ? 'Staff member' : 'Student'}
        labelFor="assign-person"
        intent={problems['assignedId'] ? 'danger' : 'none'}
        helperText={problems['assignedId']}
      >
        <HTMLSelect
          id="assign-person"
          value={assignedId}
          options={[{ value: '', label: 'Choose…' }, ...people]}
          onChange={(event) => setAssignedId(event.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup
        label="Assignment date"
        labelFor="assign-date"
        intent={problems['startDate'] ? 'danger' : 'none'}
        helperText={problems['startDate'] ?? 'Each step is due its days after this date.'}
      >
        <InputGroup id="assign-date" type="date" value={startDate} intent={problems['startDate'] ? 'danger' : 'none'} onValueChange={setStartDate} />
      </FormGroup>
      <Button className="workflow-assign-submit" type="submit" intent="primary" icon="send-to" loading={assign.pending}>
        Assign
      </Button>
      {problems['workflowId'] && <p className="bp6-intent-danger bp6-form-helper-text">{problems['workflowId']}</p>}
    </form>
  );
}

export function Assignments({ workflow }: { workflow: { id: string; name: string; stepCount: number } }) {
  const { data, loading, error, refetch } = useQuery(WorkflowAssignmentsQuery, {
    variables: { filter: { workflowId: workflow.id } },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.rows ?? [];
  return (
    <section className="kit-section" aria-labelledby="workflow-assignments-title">
      <h3 id="workflow-assignments-title" className="workflow-section-title">
        Assignments
      </h3>
      {workflow.stepCount === 0 ? (
        <p className="kit-muted">Add and save a step before assigning the workflow.</p>
      ) : (
        <AssignForm workflowId={workflow.id} onAssigned={() => void refetch()} />
      )}
      <Loaded what="the assignments" loading={loading} error={error} ready={data !== undefined} retry={() => void refetch()}>
        {rows.length === 0 ? (
          <p className="kit-muted">Not assigned to anyone yet.</p>
        ) : (
          <div className="workflow-assignments">
            {rows.map((assignment) => (
              <AssignmentCard
                key={assignment.id}
                assignment={assignment}
                title={`${assignment.assignedName ?? 'Unknown'} (${assignment.assignedType === 'staff' ? 'staff' : 'student'})`}
              />
            ))}
          </div>
        )}
      </Loaded>
    </section>
  );
}
