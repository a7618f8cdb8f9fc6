// The supervision rule, worked out from a month's appointments. Service: a technician's appointments that are not a
// supervision, counted in real time between their instants; delivered when Completed, booked when Scheduled, nothing
// when Cancelled or No Show. A supervision (of a supervision kind, by a supervisor) supervises every technician whose
// service appointment overlaps it at its location, for the overlap: delivered when both are Completed. It is one
// contact for each technician it joins: individual when it joins one, group when more. Met: at least 5% projected,
// two contacts, one individual.
import type { Month } from './months.js';
import { daysLeftIn } from './months.js';

export type Shortfall = 'PERCENT' | 'CONTACTS' | 'INDIVIDUAL_CONTACT';

export interface Visit {
  id: string;
  staffId: string;
  locationId: string | null;
  /** YYYY-MM-DD in the practice's zone. */
  date: string;
  start: number;
  end: number;
  status: string;
  /** Of a supervision kind: its service or session type named Supervision, or billed as 97155. */
  supervisionKind: boolean;
}

export type MonthFigures = {
  staff_id: string;
  month: string;
  serviceHoursDelivered: number;
  serviceHoursBooked: number;
  supervisedHoursDelivered: number;
  supervisedHoursBooked: number;
  contacts: number;
  individualContacts: number;
  contactsHeld: number;
  percentSoFar: number | null;
  percentProjected: number | null;
  hoursNeeded: number;
  daysLeft: number;
  met: boolean;
  shortOf: Shortfall[];
  supervisor_ids: string[];
};

export interface People {
  isTechnician(staffId: string): boolean;
  isSupervisor(staffId: string): boolean;
}

const hourMs = 3_600_000;
const held = (visit: Visit) => visit.status === 'Completed' || visit.status === 'Scheduled';
const hours = (ms: number) => Math.round(ms / 36_000) / 100;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);

interface Tally {
  serviceDelivered: number;
  serviceBooked: number;
  supervisedDelivered: number;
  supervisedBooked: number;
  contacts: number;
  individual: number;
  contactsHeld: number;
  supervisors: Set<string>;
}

const emptyTally = (): Tally => ({
  serviceDelivered: 0,
  serviceBooked: 0,
  supervisedDelivered: 0,
  supervisedBooked: 0,
  contacts: 0,
  individual: 0,
  contactsHeld: 0,
  supervisors: new Set(),
});

interface Span {
  start: number;
  end: number;
  /** Both the service and the supervision were held. */
  delivered: boolean;
}

/** The time the spans cover together, each moment once. */
function mergedMs(spans: readonly Span[]): number {
  let total = 0;
  let reached = -Infinity;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const from = Math.max(span.start, reached);
    if (span.end > from) total += span.end - from;
    reached = Math.max(reached, span.end);
  }
  return total;
}

/** The supervisions of a month's visits and the service visits each joins. */
export function joinsOf(visits: readonly Visit[], people: People): { supervision: Visit; joined: Visit[] }[] {
  const counted = visits.filter(held);
  const services = counted.filter((visit) => !visit.supervisionKind && people.isTechnician(visit.staffId));
  const byLocation = new Map<string, Visit[]>();
  for (const visit of services) if (visit.locationId !== null) byLocation.set(visit.locationId, [...(byLocation.get(visit.locationId) ?? []), visit]);
  return counted
    .filter((visit) => visit.supervisionKind && people.isSupervisor(visit.staffId) && visit.locationId !== null)
    .map((supervision) => ({
      supervision,
      joined: (byLocation.get(supervision.locationId!) ?? []).filter((visit) => visit.start < supervision.end && supervision.start < visit.end),
    }));
}

/** Each technician's figures for the month, for the technicians `wanted` names (all with any visit when omitted). */
export function monthFigures(month: Month, visits: readonly Visit[], people: People, wanted?: readonly string[]): MonthFigures[] {
  const inMonth = visits.filter((visit) => visit.date >= month.first && visit.date <= month.last);
  const tallies = new Map<string, Tally>();
  const tally = (staffId: string) => tallies.get(staffId) ?? tallies.set(staffId, emptyTally()).get(staffId)!;
  for (const visit of inMonth) {
    if (visit.supervisionKind || !people.isTechnician(visit.staffId)) continue;
    if (visit.status === 'Completed') tally(visit.staffId).serviceDelivered += visit.end - visit.start;
    if (visit.status === 'Scheduled') tally(visit.staffId).serviceBooked += visit.end - visit.start;
  }
  const supervisedSpans = new Map<string, Span[]>();
  for (const { supervision, joined } of joinsOf(inMonth, people)) {
    const technicians = new Set(joined.map((visit) => visit.staffId));
    for (const visit of joined) {
      const span = {
        start: Math.max(visit.start, supervision.start),
        end: Math.min(visit.end, supervision.end),
        delivered: visit.status === 'Completed' && supervision.status === 'Completed',
      };
      supervisedSpans.set(visit.staffId, [...(supervisedSpans.get(visit.staffId) ?? []), span]);
    }
    for (const staffId of technicians) {
      const one = tally(staffId);
      one.contacts += 1;
      if (technicians.size === 1) one.individual += 1;
      if (supervision.status === 'Completed') one.contactsHeld += 1;
      one.supervisors.add(supervision.staffId);
    }
  }
  // Two supervisors joining one session supervise its time once: the spans are merged before they are counted.
  for (const [staffId, spans] of supervisedSpans) {
    const delivered = mergedMs(spans.filter((span) => span.delivered));
    tally(staffId).supervisedDelivered = delivered;
    tally(staffId).supervisedBooked = mergedMs(spans) - delivered;
  }
  const daysLeft = daysLeftIn(month);
  return (wanted ?? [...tallies.keys()]).map((staffId) => figuresOf(staffId, month, tallies.get(staffId) ?? emptyTally(), daysLeft));
}

function figuresOf(staffId: string, month: Month, tally: Tally, daysLeft: number): MonthFigures {
  const service = tally.serviceDelivered + tally.serviceBooked;
  const supervised = tally.supervisedDelivered + tally.supervisedBooked;
  const shortOf: Shortfall[] = [];
  if (service > 0) {
    // In whole milliseconds, so that exactly 5% is met: supervised / service >= 1/20.
    if (supervised * 20 < service) shortOf.push('PERCENT');
    if (tally.contacts < 2) shortOf.push('CONTACTS');
    if (tally.individual < 1) shortOf.push('INDIVIDUAL_CONTACT');
  }
  const neededMs = Math.max(0, service / 20 - supervised);
  return {
    staff_id: staffId,
    month: month.key,
    serviceHoursDelivered: hours(tally.serviceDelivered),
    serviceHoursBooked: hours(tally.serviceBooked),
    supervisedHoursDelivered: hours(tally.supervisedDelivered),
    supervisedHoursBooked: hours(tally.supervisedBooked),
    contacts: tally.contacts,
    individualContacts: tally.individual,
    contactsHeld: tally.contactsHeld,
    percentSoFar: percent(tally.supervisedDelivered, tally.serviceDelivered),
    percentProjected: percent(supervised, service),
    // Rounded up to the hundredth, so that booking what it says reaches 5%.
    hoursNeeded: Math.ceil((neededMs / hourMs) * 100 - 1e-9) / 100,
    daysLeft,
    met: shortOf.length === 0,
    shortOf,
    supervisor_ids: [...tally.supervisors].sort((a, b) => Number(a) - Number(b)),
  };
}
