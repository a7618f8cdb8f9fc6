// Workbooks for the spreadsheet import tests, built with exceljs, and sessions the stand-in's authorizations cover.
import ExcelJS from 'exceljs';
import type { StandIn } from '@portal/mocks';
import { nowMs } from '../../dates/clock.js';

export const sessionColumns = ['Student ID', 'Staff ID', 'Service', 'Date', 'Start Time', 'End Time'];

/** A workbook of named sheets, each a header row and its rows. */
export async function workbook(sheets: Record<string, (string | number)[][]>): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** The day `days` before today (UTC) on the clock the stand-in seeds by, YYYY-MM-DD. */
export function daysAgo(days: number): string {
  return new Date(nowMs() - days * 86_400_000).toISOString().slice(0, 10);
}

/** A student, a service one of their authorizations covers over the last three weeks, and a therapist. */
export function coveredService(standIn: StandIn) {
  const { services, studentAuthorizations, users } = standIn.fixtures;
  const [from, to] = [daysAgo(21), daysAgo(2)];
  const lines = studentAuthorizations.services();
  const authorization = studentAuthorizations.covering({ from, to }).find((row) => lines.some((line) => line.authorization_id === row.id));
  if (!authorization) throw new Error('No authorization covers the last three weeks.');
  const line = lines.find((row) => row.authorization_id === authorization.id)!;
  const service = services.find(line.service_id)!;
  const staff = users.ofType('Therapist')[0]!;
  return { studentId: authorization.student_id, staffId: staff.id, service: service.name, serviceId: service.id };
}
