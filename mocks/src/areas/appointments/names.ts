// The names a conflict message or a filter option shows: staff, students, locations and services.
import type { Db } from '../../db/index.js';
import type { Location } from '../locations/index.js';
import { relatedNames } from '../students/related.js';
import type { Student } from '../students/student.js';
import { students } from '../students/table.js';

export function studentName(student: Pick<Student, 'first_name' | 'last_name'>): string {
  return `${student.first_name} ${student.last_name}`;
}

export function locationsTable(db: Db) {
  return db.defineTable<Location>('locations');
}

/** An open location (status 1); a closed one keeps its sessions on record but takes no bookings. */
const isOpen = (location: Location): boolean => location.status === 1;

/** The locations a session can be booked at (not deleted, open): the seeders book only where a booking is accepted. */
export function bookableLocations(db: Db): Location[] {
  return locationsTable(db).active().filter(isOpen);
}

/** Whether a booking may name this location: the same rule as bookableLocations. */
export function isBookableLocation(db: Db, id: number): boolean {
  const location = locationsTable(db).find(id);
  return location !== undefined && isOpen(location);
}

export interface ScheduleNames {
  staff(id: number): string;
  student(id: number): string;
  location(id: number | null | undefined): string;
  service(id: number): string;
}

/** Names looked up as a check needs them, each table read once. */
export function scheduleNames(db: Db): ScheduleNames {
  let services: Map<number, string> | undefined;
  return {
    staff: (id) => db.users.get(id)?.name ?? `Staff ${id}`,
    student: (id) => {
      const student = students(db).get(id);
      return student ? studentName(student) : `Student ${id}`;
    },
    location: (id) => (id ? (locationsTable(db).get(id)?.name ?? `Location ${id}`) : 'No location'),
    service: (id) => {
      services ??= relatedNames(db, 'services');
      return services.get(id) ?? `Service ${id}`;
    },
  };
}
