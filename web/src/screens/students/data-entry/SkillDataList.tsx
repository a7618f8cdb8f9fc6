// The skill data recorded for a student (student-program-target-data-list/{id}), latest first.
import { useQuery } from '@apollo/client/react';
import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { RecordTable } from '../../../kit/list/RecordTable';
import { Loaded } from '../../../kit/Loaded';
import { text, usDate } from '../shared/format';
import { StudentFrame } from '../shared/StudentFrame';
import { useStudentId } from '../shared/useStudentId';
import { SkillDataQuery, SkillTargetsQuery } from './operations';

export function SkillDataList() {
  const studentId = useStudentId();
  const [programId, setProgramId] = useState('');
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const options = useQuery(SkillTargetsQuery, { variables: { studentId } }).data;
  const { data, loading, error, refetch } = useQuery(SkillDataQuery, {
    variables: { studentId, filter: { programId: programId || null, dateFrom: dateFrom || null, dateTo: dateTo || null } },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <StudentFrame title="Skill data">
      <div className="kit-toolbar">
        <FormGroup label="Program" labelFor="skill-list-program" inline>
          <HTMLSelect
            id="skill-list-program"
            value={programId}
            onChange={(event) => setProgramId(event.currentTarget.value)}
            options={[
              { value: '', label: 'All programs' },
              ...(options?.programs ?? []).map((program) => ({ value: program.id, label: program.name })),
            ]}
          />
        </FormGroup>
        <FormGroup label="From" labelFor="skill-list-from" inline>
          <InputGroup id="skill-list-from" type="date" value={dateFrom} onValueChange={setDateFrom} />
        </FormGroup>
        <FormGroup label="To" labelFor="skill-list-to" inline>
          <InputGroup id="skill-list-to" type="date" value={dateTo} onValueChange={setDateTo} />
        </FormGroup>
      </div>
      <Loaded what="the skill data" loading={loading} error={error} ready={Boolean(data)} retry={() => void refetch()}>
        <RecordTable
          caption="Skill data"
          rows={data?.rows ?? []}
          empty="No skill data recorded"
          columns={[
            { header: 'Date', cell: (row) => usDate(row.date) },
            { header: 'Program', cell: (row) => text(row.programName) },
            { header: 'Target', cell: (row) => text(row.targetName) },
            { header: 'Trials', cell: (row) => row.trials.map((trial) => trial.result + (trial.promptCode ? ` ${trial.promptCode}` : '')).join(' ') },
            { header: 'Correct', cell: (row) => `${row.correct} / ${row.trials.length}` },
            { header: '% correct', cell: (row) => `${Math.round(row.percentCorrect)}%` },
            { header: 'Session', cell: (row) => text(row.sessionKey) },
            { header: 'Notes', cell: (row) => text(row.notes) },
          ]}
        />
      </Loaded>
    </StudentFrame>
  );
}
