// Why a moved appointment went back where it was: each conflict by its kind and message, with a link to the
// booking it clashes with. Closed with its button or Escape; focus returns to the calendar.
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import { Link } from 'react-router';
import type { ShownConflict } from './move';

export interface Refusal {
  /** The appointment, as a person reads it: its accessible name. */
  what: string;
  conflicts: ShownConflict[];
}

const kindLabels: Record<ShownConflict['kind'], string> = {
  STAFF: 'Staff',
  STUDENT: 'Student',
  LOCATION: 'Location',
  AVAILABILITY: 'Availability',
  CREDENTIAL: 'Credential',
  AUTHORIZATION: 'Authorization',
  UNITS: 'Units',
  TIME: 'Time',
  UNSAVED: 'Not saved',
};

export function RefusalDialog({ refusal, onClose }: { refusal: Refusal | null; onClose: () => void }) {
  return (
    <Dialog isOpen={refusal !== null} onClose={onClose} title="Appointment not moved" icon="warning-sign">
      <DialogBody>
        <p>{refusal?.what} stays where it was:</p>
        <ul className="calendar-conflicts" aria-label="Conflicts">
          {refusal?.conflicts.map((conflict, index) => (
            <li key={index}>
              <Tag intent="danger" minimal>
                {kindLabels[conflict.kind]}
              </Tag>{' '}
              {conflict.message}
              {conflict.appointmentId && (
                <>
                  {' '}
                  <Link to={`/edit-appointment/${conflict.appointmentId}`}>Open the other appointment</Link>
                </>
              )}
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button text="Close" intent="primary" onClick={onClose} autoFocus />} />
    </Dialog>
  );
}
