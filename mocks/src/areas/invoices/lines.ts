// Invoice lines from the practice's sessions (the calendar's appointments, table student_sessions). Only Completed
// sessions are billed: Scheduled ones have not happened, Cancelled and No Show ones are not billable. A session is
// billed under its billing code, which is one funder's fee for one service: the line goes to that funder, at that
// rate, with the code's modifier (and 95 for telehealth), its service's line deciding the ABA and SETSS forms, and
// units from the session's minutes by the code's unit length.
import type { Db } from '../../db/index.js';
import type { BillingCode } from '../billing-codes/billing-code.js';
import { scheduleNames } from '../appointments/names.js';
import { sessionsTable } from '../appointments/tables.js';
import type { Funder } from '../funders/funder.js';
import { funderTable, serviceLineTable } from '../funders/service-line-links.js';
import type { Service } from '../services/service.js';
import type { ServiceLine } from '../service-lines/index.js';
import type { StudentSession } from '../student-sessions/session.js';
import { billedUnits, lineAmount, minutesBetween } from './arithmetic.js';

/** The statuses an invoice bills. */
export const billableStatuses: readonly string[] = ['Completed'];

export const invoiceKinds = ['blank', 'doe', 'aba', 'setss'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** The funder type the Department of Education's invoice is for. */
export const schoolDistrictType = 'School District';

/** The modifier a telehealth session adds (CPT's synchronous telemedicine modifier). */
export const telehealthModifier = '95';

export interface InvoiceLine {
  session_id: number;
  date: string;
  student_id: number;
  student_name: string;
  staff_id: number;
  staff_name: string;
  service_id: number;
  service_name: string;
  funder_id: number;
  funder_name: string;
  billing_code_id: number;
  cpt_code: string;
  modifiers: string[];
  start_time: string;
  end_time: string;
  minutes: number;
  unit_minutes: number;
  units: number;
  rate: number;
  amount: number;
  /** ABA, SETSS, ST …: the discipline of the service's line, which decides the ABA and SETSS forms. */
  discipline: string;
  /** Whether the funder is a school district, which decides the DOE form. */
  school_district: boolean;
}

/** Whether an invoice form bills a line: the plain one every line, the others their discipline's or funder's. */
export function kindBills(kind: InvoiceKind, line: Pick<InvoiceLine, 'discipline' | 'school_district'>): boolean {
  switch (kind) {
    case 'blank':
      return true;
    case 'doe':
      return line.school_district;
    case 'aba':
      return line.discipline === 'ABA';
    case 'setss':
      return line.discipline === 'SETSS';
  }
}

export function isInvoiceKind(value: unknown): value is InvoiceKind {
  return typeof value === 'string' && (invoiceKinds as readonly string[]).includes(value);
}

/** Every billable line of the practice, by date then start time; each table read once. */
export function billableLines(db: Db): InvoiceLine[] {
  const names = scheduleNames(db);
  const codes = db.table<BillingCode>('billing_codes').all();
  const codeById = new Map(codes.map((code) => [code.id, code]));
  const funders = new Map(
    db
      .table<Funder>(funderTable)
      .all()
      .map((funder) => [funder.id, funder]),
  );
  const services = new Map(
    db
      .table<Service>('services')
      .all()
      .map((service) => [service.id, service]),
  );
  const lines = new Map(
    db
      .table<ServiceLine>(serviceLineTable)
      .all()
      .map((line) => [line.id, line]),
  );
  const billed: InvoiceLine[] = [];
  for (const session of sessionsTable(db).active()) {
    if (!billableStatuses.includes(session.status)) continue;
    const code = codeById.get(session.billing_code_id);
    // A session without a billing code has no fee to bill at.
    if (!code) continue;
    const funder = funders.get(code.payer_id);
    const service = services.get(code.service_id) ?? services.get(session.service_id);
    const minutes = minutesBetween(session.start_time, session.end_time);
    const units = billedUnits(minutes, code.unit_minutes);
    // Under half a unit bills nothing (the calendar refuses such bookings): no line at $0.
    if (units === 0) continue;
    billed.push({
      session_id: session.id,
      date: session.date,
      student_id: session.student_id,
      student_name: names.student(session.student_id),
      staff_id: session.staff_id,
      staff_name: names.staff(session.staff_id),
      service_id: service?.id ?? session.service_id,
      service_name: service?.name ?? names.service(session.service_id),
      funder_id: code.payer_id,
      funder_name: funder?.name ?? `Funder ${code.payer_id}`,
      billing_code_id: code.id,
      cpt_code: code.code,
      modifiers: modifiersOf(code, session),
      start_time: session.start_time,
      end_time: session.end_time,
      minutes,
      unit_minutes: code.unit_minutes,
      units,
      rate: code.rate,
      amount: lineAmount(units, code.rate),
      discipline: (service ? lines.get(service.service_line_id)?.code : undefined)?.split('-')[0] ?? '',
      school_district: funder?.type === schoolDistrictType,
    });
  }
  return billed.sort((a, b) => `${a.date} ${a.start_time}`.localeCompare(`${b.date} ${b.start_time}`) || a.session_id - b.session_id);
}

function modifiersOf(code: BillingCode, session: StudentSession): string[] {
  const modifiers = code.modifier ? [code.modifier] : [];
  if (session.place_of_service.startsWith('Telehealth')) modifiers.push(telehealthModifier);
  return modifiers;
}
