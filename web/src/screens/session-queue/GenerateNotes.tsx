// Generate Session Notes: a month and the students (every student with completed sessions that month when none
// is chosen) start a generation; the queue then follows it under its report id. A month with nothing to generate
// is refused beside the month.
import { Callout } from '@blueprintjs/core';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { lookup, RecordForm, useWrite, type FieldSpec } from '../../kit';
import { LinkButton } from '../../kit/LinkButton';
import { currentMonth } from '../../dates/months';
import { generationAddress, queuePath } from './addresses';
import { recentMonths } from './months';
import { GenerateSessionNotesMutation, SessionNoteStudentOptions } from './operations';
import './session-queue.css';

interface GenerateInput {
  monthYear: string;
  studentIds: string[];
}

export function GenerateNotes() {
  const navigate = useNavigate();
  const generate = useWrite(GenerateSessionNotesMutation);
  const started = useRef<string | null>(null);
  const fields = useMemo<FieldSpec<GenerateInput>[]>(
    () => [
      { name: 'monthYear', label: 'Month', kind: 'select', required: true, options: recentMonths(), initial: currentMonth() },
      {
        name: 'studentIds',
        label: 'Students',
        kind: 'multiselect',
        options: lookup(SessionNoteStudentOptions, (item) => `${item.lastName}, ${item.firstName}`),
        helper: 'Leave empty for every student with completed sessions in the month.',
        wide: true,
      },
    ],
    [],
  );
  return (
    <div className="kit-page session-queue">
      <div className="kit-panel kit-toolbar">
        <p className="session-queue-intro">
          Makes one report for each completed session of the month. Reports already made are not made again; a session whose note is not signed is
          listed as failed with the reason, ready to regenerate once it is signed.
        </p>
        <span className="kit-toolbar-spacer" />
        <LinkButton to={queuePath}>Sessions queue</LinkButton>
      </div>
      <div className="kit-panel">
        <RecordForm<GenerateInput>
          label="Generate session notes"
          fields={fields}
          submitText="Generate"
          pending={generate.pending}
          save={async (input) => {
            const outcome = await generate.run({ input: { monthYear: input.monthYear, studentIds: input.studentIds } });
            if (outcome.ok) started.current = outcome.data.started.generation.reportId;
            return outcome;
          }}
          onSaved={() => {
            if (started.current) void navigate(generationAddress(started.current));
          }}
          intro={
            <Callout intent="primary" icon="info-sign" className="session-queue-callout">
              The queue page follows the generation as it runs; you can leave it and come back.
            </Callout>
          }
        />
      </div>
    </div>
  );
}
