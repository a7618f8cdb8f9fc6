// A student's weekly availability (student-availability): the hours on each weekday when sessions can be
// scheduled, edited as a whole week and saved at once.
import { useQuery } from '@apollo/client/react';
import { Button, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useWrite } from '../../../kit';
import { WEEKDAYS } from '../shared/format';
import { useStudentPermissions } from '../shared/permissions';
import { StudentFrame } from '../shared/StudentFrame';
import { useStudentId } from '../shared/useStudentId';
import { SaveStudentAvailabilityMutation, StudentAvailabilityQuery } from './operations';

interface Slot {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  location: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function Availability() {
  const studentId = useStudentId();
  const permissions = useStudentPermissions();
  const { data, loading, refetch } = useQuery(StudentAvailabilityQuery, { variables: { studentId }, fetchPolicy: 'network-only' });
  const saving = useWrite(SaveStudentAvailabilityMutation);
  const [slots, setSlots] = useState<Slot[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (data) setSlots(data.rows.map((row) => ({ dayOfWeek: row.dayOfWeek, startTime: row.startTime, endTime: row.endTime, location: row.location ?? '' })));
  }, [data]);
  const change = (index: number, patch: Partial<Slot>) => setSlots((current) => current.map((slot, at) => (at === index ? { ...slot, ...patch } : slot)));
  const save = async () => {
    for (const [index, slot] of slots.entries()) {
      if (!TIME.test(slot.startTime) || !TIME.test(slot.endTime)) return setProblem(`Slot ${index + 1}: times are HH:MM.`);
      if (slot.endTime <= slot.startTime) return setProblem(`Slot ${index + 1}: the end must be after the start.`);
    }
    setProblem(null);
    const outcome = await saving.run(
      { studentId, slots: slots.map((slot) => ({ ...slot, location: slot.location || null })) },
      'Availability saved.',
    );
    if (outcome.ok) void refetch();
  };
  const readOnly = !permissions.edit;
  return (
    <StudentFrame title="Availability">
      {loading && !data ? (
        <Spinner aria-label="Loading availability" />
      ) : (
        <div className="kit-panel student-section">
          <HTMLTable compact striped className="kit-table">
            <caption className="kit-visually-hidden">Weekly availability</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Location</th>
                {!readOnly && <th scope="col">Remove</th>}
              </tr>
            </thead>
            <tbody>
              {slots.length === 0 && (
                <tr>
                  <td colSpan={5} className="kit-muted">
                    No availability yet.
                  </td>
                </tr>
              )}
              {slots.map((slot, index) => (
                <tr key={index}>
                  <td>
                    <HTMLSelect aria-label={`Day of slot ${index + 1}`} disabled={readOnly} value={slot.dayOfWeek} onChange={(event) => change(index, { dayOfWeek: Number(event.currentTarget.value) })} options={WEEKDAYS.map((day, value) => ({ value, label: day }))} />
                  </td>
                  <td>
                    <InputGroup type="time" aria-label={`Start of slot ${index + 1}`} disabled={readOnly} value={slot.startTime} onValueChange={(value) => change(index, { startTime: value })} />
                  </td>
                  <td>
                    <InputGroup type="time" aria-label={`End of slot ${index + 1}`} disabled={readOnly} value={slot.endTime} onValueChange={(value) => change(index, { endTime: value })} />
                  </td>
                  <td>
                    <HTMLSelect aria-label={`Location of slot ${index + 1}`} disabled={readOnly} value={slot.location} onChange={(event) => change(index, { location: event.currentTarget.value })} options={[{ value: '', label: '—' }, 'Home', 'Clinic', 'School', 'Telehealth', 'Community']} />
                  </td>
                  {!readOnly && (
                    <td>
                      <Button icon="trash" variant="minimal" aria-label={`Remove slot ${index + 1}`} onClick={() => setSlots((current) => current.filter((_, at) => at !== index))} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {problem && <p role="alert" style={{ color: '#ac2f33' }}>{problem}</p>}
          {!readOnly && (
            <div className="kit-form-actions">
              <Button icon="plus" text="Add slot" onClick={() => setSlots((current) => [...current, { dayOfWeek: 1, startTime: '09:00', endTime: '12:00', location: '' }])} />
              <Button intent="primary" text="Save week" loading={saving.pending} onClick={() => void save()} />
            </div>
          )}
        </div>
      )}
    </StudentFrame>
  );
}
