// One workflow: its name and ordered steps, saved together (the editor checks every step first, the API again, and
// nothing is saved while a step has a problem; each problem shows beside its field), then its assignments. A new
// workflow (/add-workflows/new) opens its own page once saved.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { TextArea } from '../../kit/form/TextArea';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useWrite } from '../../kit';
import { LinkButton } from '../../kit/LinkButton';
import { Loaded } from '../../kit/Loaded';
import type { WorkflowEditorQuery as WorkflowEditorResult } from '../../gql/graphql';
import { Assignments } from './Assignments';
import { CreateWorkflowWithSteps, SaveWorkflowSteps, WorkflowChoicesQuery, WorkflowEditorQuery } from './operations';
import { workflows } from './resource';
import { StepList, type Choice } from './StepList';
import { editableSteps, stepProblems, stepsInput, type EditableStep } from './steps';
import './workflows.css';

type LoadedWorkflow = WorkflowEditorResult['workflow'];

function useChoices(): { owners: Choice[]; templates: Choice[] } {
  const { data } = useQuery(WorkflowChoicesQuery, { fetchPolicy: 'cache-first' });
  return useMemo(
    () => ({
      owners: [
        ...(data?.roles ?? []).map((role) => ({ value: `role:${role.id}`, label: `Role: ${role.name}` })),
        ...(data?.staff.nodes ?? []).map((person) => ({ value: `staff:${person.id}`, label: person.name })),
      ],
      templates: (data?.templates.nodes ?? []).map((template) => ({ value: template.id, label: template.name })),
    }),
    [data],
  );
}

function WorkflowForm({ workflow }: { workflow: LoadedWorkflow | null }) {
  const navigate = useNavigate();
  const { owners, templates } = useChoices();
  const [name, setName] = useState(workflow?.name ?? '');
  const [description, setDescription] = useState(workflow?.description ?? '');
  const [steps, setSteps] = useState<EditableStep[]>(() => editableSteps(workflow?.steps ?? []));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const create = useWrite(CreateWorkflowWithSteps);
  const update = useWrite(SaveWorkflowSteps);
  const pending = create.pending || update.pending;

  const save = async () => {
    const found = stepProblems(steps);
    if (!name.trim()) found['name'] = 'The name field is required.';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const input = { name: name.trim(), description: description.trim() || null, steps: stepsInput(steps) };
    if (workflow) {
      const result = await update.run({ id: workflow.id, input }, 'Workflow saved.');
      if (result.ok) setSteps(editableSteps(result.data.saved.steps));
      else setProblems(result.fieldErrors);
      return;
    }
    const result = await create.run({ input }, 'Workflow created.');
    if (result.ok) void navigate(workflows.names.paths.edit!(result.data.saved.id));
    else setProblems(result.fieldErrors);
  };

  const problemCount = Object.keys(problems).length;
  return (
    <div className="kit-page">
      <form
        aria-label={workflow ? `Edit workflow ${workflow.name}` : 'New workflow'}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="workflow-header">
          <FormGroup
            label="Name"
            labelFor="workflow-name"
            labelInfo="(required)"
            intent={problems['name'] ? 'danger' : 'none'}
            helperText={problems['name']}
          >
            <InputGroup id="workflow-name" value={name} disabled={pending} intent={problems['name'] ? 'danger' : 'none'} onValueChange={setName} />
          </FormGroup>
          <FormGroup label="Description" labelFor="workflow-description">
            <TextArea
              id="workflow-description"
              value={description}
              disabled={pending}
              fill
              rows={1}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
          </FormGroup>
        </div>
        <StepList steps={steps} onChange={setSteps} problems={problems} owners={owners} templates={templates} disabled={pending} />
        <div className="workflow-actions">
          <Button type="submit" intent="primary" loading={pending}>
            {workflow ? 'Save workflow' : 'Create workflow'}
          </Button>
          <LinkButton to={workflows.listPath}>Back to workflows</LinkButton>
          {problemCount > 0 && (
            <Callout intent="danger" compact role="alert">
              Nothing was saved: {problemCount === 1 ? 'one field needs' : `${problemCount} fields need`} attention.
            </Callout>
          )}
        </div>
      </form>
      {workflow && <Assignments workflow={workflow} />}
    </div>
  );
}

export function WorkflowEditor() {
  const { workflow_id: id } = useParams();
  const isNew = !id || id === 'new';
  const { data, loading, error, refetch } = useQuery(WorkflowEditorQuery, {
    variables: { id: id ?? '' },
    skip: isNew,
    fetchPolicy: 'cache-and-network',
  });
  if (isNew) return <WorkflowForm workflow={null} />;
  return (
    <Loaded what="the workflow" loading={loading} error={error} ready={data !== undefined} retry={() => void refetch()}>
      {/* A fresh form for each workflow: its steps start from that workflow's. */}
      {data && <WorkflowForm key={data.workflow.id} workflow={data.workflow} />}
    </Loaded>
  );
}
