// Checks a charges export before anything is written: its columns (Kareo's headers or the import's own names), then
// every row (a known encounter, a student of the practice by name, a real service date not after today, a CPT code,
// whole units from 1 to 32, a charge amount of at least 0); a row repeating an earlier row of the file is refused.
import type { Db } from '../../db/index.js';
import { calendarDate, today } from '../../kit/dates.js';
import type { ImportRowError } from '../../kit/import.js';
import { normaliseHeader, recordValues, type SheetRecord } from '../../kit/sheet-record.js';
import { fullName } from '../students/student.js';
import { students } from '../students/table.js';
import { chargeKey, type ChargeValues } from './charges.js';

/** The columns a file must have, with the header a Kareo export gives each (named so in messages). */
export const requiredColumns = {
  encounter_id: 'Encounter ID',
  patient_name: 'Patient Name',
  service_date: 'Date of Service',
  procedure_code: 'CPT Code',
  units: 'Units',
} as const;

/** Kareo's own header names → the import's. */
const aliases: Readonly<Record<string, string>> = {
  encounter: 'encounter_id',
  patient: 'patient_name',
  date_of_service: 'service_date',
  dos: 'service_date',
  cpt_code: 'procedure_code',
  procedure: 'procedure_code',
  rendering_provider: 'provider_name',
  provider: 'provider_name',
  insurance: 'payer_name',
  primary_insurance: 'payer_name',
  charges: 'charge_amount',
  charge: 'charge_amount',
};

const maxUnits = 32;

/** The header's fields, or the message for the columns it lacks. */
export function chargeFields(header: readonly string[]): string[] | { error: string } {
  const fields = header.map((cell) => {
    const name = normaliseHeader(cell);
    return aliases[name] ?? name;
  });
  const missing = Object.entries(requiredColumns)
    .filter(([column]) => !fields.includes(column))
    .map(([, header]) => header);
  return missing.length > 0 ? { error: `The file is missing the column${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}.` } : fields;
}

export interface ChargeCheck {
  valid: ChargeValues[];
  errors: ImportRowError[];
}

export function checkCharges(db: Db, fields: readonly string[], records: readonly SheetRecord[]): ChargeCheck {
  const byName = new Map(
    students(db)
      .active()
      .map((student) => [fullName(student).toLowerCase(), student.id]),
  );
  const seen = new Map<string, number>();
  const check: ChargeCheck = { valid: [], errors: [] };
  const last = today();
  for (const record of records) {
    const cells = recordValues(fields, record);
    const problems: string[] = [];
    const encounter = cells.encounter_id ?? '';
    if (encounter === '') problems.push('The encounter id is required.');
    const patient = (cells.patient_name ?? '').replace(/\s+/g, ' ');
    const studentId = byName.get(patient.toLowerCase());
    if (patient === '') problems.push('The patient name is required.');
    else if (studentId === undefined) problems.push('The patient is not a student of the practice.');
    const date = calendarDate(cells.service_date ?? '');
    if (!date) problems.push('The service date is not a valid date.');
    else if (date > last) problems.push('The service date may not be after today.');
    const code = (cells.procedure_code ?? '').toUpperCase();
    if (!/^\d{4}[0-9A-Z]$/.test(code)) problems.push('The procedure code must be a five-character CPT code.');
    const units = Number(cells.units);
    if (!/^\d+$/.test(cells.units ?? '') || units < 1 || units > maxUnits) problems.push(`The units must be a whole number from 1 to ${maxUnits}.`);
    const amountText = (cells.charge_amount ?? '').replace(/[$,]/g, '');
    const amount = amountText === '' ? 0 : Number(amountText);
    if (!Number.isFinite(amount) || amount < 0) problems.push('The charge amount must be a number of at least 0.');
    if (problems.length === 0) {
      const values: ChargeValues = {
        encounter_id: encounter,
        student_id: studentId!,
        patient_name: patient,
        provider_name: cells.provider_name || null,
        payer_name: cells.payer_name || null,
        service_date: date!,
        procedure_code: code,
        modifiers: cells.modifiers || null,
        units,
        charge_amount: Math.round(amount * 100) / 100,
      };
      const key = chargeKey(values);
      const earlier = seen.get(key);
      if (earlier !== undefined) problems.push(`Repeats row ${earlier} (same encounter, procedure code and service date).`);
      else {
        seen.set(key, record.line);
        check.valid.push(values);
      }
    }
    if (problems.length > 0) check.errors.push({ row: record.line, message: problems.join(' ') });
  }
  return check;
}
