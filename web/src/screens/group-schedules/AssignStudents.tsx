// Assign students to a group schedule: pick students, see each one's authorization for the schedule's service (units
// authorized, used, already scheduled, remaining, and what the remaining meetings need) and their conflicts before
// saving; a student the practice API refuses keeps the reason beside their row and nothing is saved.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useWrite } from '../../kit';
import { toUsDate } from '../../dates/calendar';
import {
  AssignGroupScheduleStudentsMutation,
  CheckGroupScheduleStudentsQuery,
  GroupScheduleStudentOptions,
  groupScheduleDocuments,
} from './operations';
import { groupSchedules } from './resource';
import { meetingTimes } from './schedule';
import './group-schedules.css';

type Check = NonNullable<ReturnType<typeof useChecks>['checks']>[number];

function useChecks(scheduleId: string, studentIds: readonly string[]) {
  const { data, previousData, loading, error } = useQuery(CheckGroupScheduleStudentsQuery, {
    variables: { groupScheduleId: scheduleId, studentIds: [...studentIds] },
    skip: studentIds.length === 0,
    fetchPolicy: 'network-only',
  });
  return { checks: (data ?? previousData)?.checks, loading, error };
}

const figure = (value: number | null | undefined) => (value === null || value === undefined ? '—' : String(value));

/** Whether the student can join, or why not: the check's reasons, and the refusal's when the save was refused. */
function Standing({ check, refused }: { check: Check | undefined; refused: string | undefined }) {
  if (!check) return <Spinner size={16} aria-label="Checking" />;
  const reasons = refused && !check.reasons.includes(refused) ? [refused, ...check.reasons] : check.reasons;
  if (reasons.length === 0)
    return (
      <Tag intent="success" minimal>
        {check.assigned ? 'Assigned' : 'Can join'}
      </Tag>
    );
  return (
    <ul className="group-schedule-reasons" role="list">
      {reasons.map((reason) => (
        <li key={reason} className="bp6-text-small bp6-intent-danger">
          {reason}
        </li>
      ))}
    </ul>
  );
}

export function AssignStudents() {
  const { schedule_id: id = '' } = useParams();
  const navigate = useNavigate();
  const record = useQuery(groupScheduleDocuments.one, { variables: { id }, skip: !id });
  const options = useQuery(GroupScheduleStudentOptions);
  const [chosen, setChosen] = useState<string[] | undefined>();
  const [picked, setPicked] = useState('');
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const schedule = record.data?.record;
  useEffect(() => {
    if (schedule && chosen === undefined) setChosen([...schedule.studentIds]);
  }, [schedule, chosen]);
  const studentIds = chosen ?? [];
  const { checks, loading: checking, error: checkError } = useChecks(id, studentIds);
  const assign = useWrite(AssignGroupScheduleStudentsMutation);
  const names = useMemo(
    () => new Map((options.data?.options ?? []).map((student) => [student.id, `${student.lastName}, ${student.firstName}`])),
    [options.data],
  );
  const available = (options.data?.options ?? []).filter((student) => !studentIds.includes(student.id));

  if (record.loading) return <Spinner aria-label="Loading the group schedule" />;
  if (record.error || !schedule) {
    return <NonIdealState icon="error" title="The group schedule could not be loaded" description={record.error?.message ?? 'It was not found.'} />;
  }

  const add = () => {
    if (!picked) return;
    setChosen([...studentIds, picked]);
    setPicked('');
  };
  const remove = (studentId: string) => setChosen(studentIds.filter((other) => other !== studentId));
  const save = async () => {
    setRefusals({});
    setRefusal(null);
    const result = await assign.run({ groupScheduleId: id, studentIds }, 'Students assigned.');
    if (result.ok) {
      void navigate(groupSchedules.listPath);
      return;
    }
    // Each refused student's reason comes keyed students.<id>, after their name.
    const byStudent: Record<string, string> = {};
    for (const [key, message] of Object.entries(result.fieldErrors)) {
      const match = /^students\.(\d+)$/.exec(key);
      if (match) byStudent[match[1]!] = message.replace(/^[^:]+: /, '');
    }
    setRefusals(byStudent);
    setRefusal(result.message ?? (Object.keys(byStudent).length > 0 ? 'Some students cannot join this schedule; nothing was saved.' : null));
  };
  const checkOf = (studentId: string) => checks?.find((check) => check.studentId === studentId);
  const blocked = studentIds.some((studentId) => {
    const check = checkOf(studentId);
    return check !== undefined && !check.assigned && !check.assignable;
  });

  return (
    <section className="group-schedule-assign" aria-labelledby="assign-heading">
      <h2 id="assign-heading" className="bp6-heading">
        {schedule.name}
      </h2>
      <p className="group-schedule-summary">
        {schedule.staff?.name ?? 'No staff member'} · {schedule.service?.name ?? 'No service'} · {schedule.location?.name ?? 'No location'} ·{' '}
        {meetingTimes(schedule)} · {toUsDate(schedule.startDate)} to {toUsDate(schedule.endDate)} · {schedule.upcomingCount} meetings to come,{' '}
        {schedule.unitsPerSession} units each
      </p>
      <div className="group-schedule-picker">
        <FormGroup label="Student" labelFor="assign-student" helperText={options.error ? 'The students could not be loaded.' : undefined}>
          <HTMLSelect
            id="assign-student"
            value={picked}
            onChange={(event) => setPicked(event.currentTarget.value)}
            options={[
              { value: '', label: options.loading ? 'Loading…' : 'Choose a student' },
              ...available.map((student) => ({ value: student.id, label: `${student.lastName}, ${student.firstName}` })),
            ]}
          />
        </FormGroup>
        <Button text="Add student" icon="add" onClick={add} disabled={!picked} />
      </div>
      {refusal && (
        <Callout intent="danger" title="Not saved" role="alert">
          {refusal}
        </Callout>
      )}
      {checkError && (
        <Callout intent="warning" role="alert">
          The students could not be checked: {checkError.message}
        </Callout>
      )}
      {studentIds.length === 0 ? (
        <NonIdealState icon="people" title="No students assigned" description="Choose a student above to check their authorization and add them." />
      ) : (
        <HTMLTable className="group-schedule-students" compact striped aria-busy={checking}>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Authorization</th>
              <th scope="col" className="numeric">
                Authorized
              </th>
              <th scope="col" className="numeric">
                Used
              </th>
              <th scope="col" className="numeric">
                Scheduled
              </th>
              <th scope="col" className="numeric">
                Remaining
              </th>
              <th scope="col" className="numeric">
                Needed
              </th>
              <th scope="col">Standing</th>
              <th scope="col">
                <span className="bp6-text-muted">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {studentIds.map((studentId) => {
              const check = checkOf(studentId);
              const name = names.get(studentId) ?? `Student ${studentId}`;
              return (
                <tr key={studentId}>
                  <th scope="row">{name}</th>
                  <td>
                    {check?.authorizationNumber
                      ? `${check.authorizationNumber} (${toUsDate(check.authorizationStartDate)} to ${toUsDate(check.authorizationEndDate)})`
                      : '—'}
                  </td>
                  <td className="numeric">{figure(check?.unitsAuthorized)}</td>
                  <td className="numeric">{figure(check?.unitsUsed)}</td>
                  <td className="numeric">{figure(check?.unitsScheduled)}</td>
                  <td className="numeric">{figure(check?.unitsRemaining)}</td>
                  <td className="numeric">{figure(check?.unitsNeeded)}</td>
                  <td>
                    <Standing check={check} refused={refusals[studentId]} />
                  </td>
                  <td>
                    <Button
                      size="small"
                      variant="minimal"
                      intent="danger"
                      text="Remove"
                      aria-label={`Remove ${name}`}
                      onClick={() => remove(studentId)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      <div className="group-schedule-actions">
        <Button intent="primary" text="Save students" onClick={() => void save()} loading={assign.pending} />
        <Button text="Cancel" onClick={() => void navigate(groupSchedules.listPath)} />
        {blocked && <span className="bp6-text-muted">Students who cannot join will be refused; remove them to save the others.</span>}
      </div>
    </section>
  );
}
