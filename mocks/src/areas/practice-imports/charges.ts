// Practice-management (Kareo) imports: each import job, and the charges the imports brought in. A charge is keyed by
// its encounter, procedure code and date of service, so a row already brought in is skipped, never written twice.
import type { Db } from '../../db/index.js';
import type { Row, Table } from '../../db/table.js';
import { shiftDays, timestamp, today } from '../../kit/dates.js';
import type { ImportRowError } from '../../kit/import.js';
import { fullName } from '../students/student.js';
import { detailedStudents } from '../students/table.js';
import { nowMs } from '../../kit/clock.js';

export interface KareoImport extends Row {
  file_name: string;
  /** queued, running, done or failed. */
  status: string;
  total: number;
  processed: number;
  imported: number;
  skipped: number;
  rejected: number;
  errors: ImportRowError[];
  imported_by_id: number | null;
  imported_by: string | null;
  finished_at: string | null;
}

export interface KareoCharge extends Row {
  import_id: number;
  encounter_id: string;
  student_id: number;
  patient_name: string;
  provider_name: string | null;
  payer_name: string | null;
  service_date: string;
  procedure_code: string;
  modifiers: string | null;
  units: number;
  charge_amount: number;
}

export type ChargeValues = Omit<KareoCharge, keyof Row | 'import_id'>;

export const kareoImportsTable = 'kareo_imports';
export const kareoChargesTable = 'kareo_charges';

export function chargeKey(charge: Pick<KareoCharge, 'encounter_id' | 'procedure_code' | 'service_date'>): string {
  return `${charge.encounter_id.toLowerCase()}|${charge.procedure_code.toUpperCase()}|${charge.service_date}`;
}

const seededAt = () => timestamp(new Date(nowMs() - 6 * 86_400_000));

export function kareoImports(db: Db): Table<KareoImport> {
  return db.defineTable<KareoImport>(kareoImportsTable, () => {
    const at = seededAt();
    const rows = seededCharges(db).length;
    return [
      {
        file_name: 'kareo-charges-week-46.csv',
        status: 'done',
        total: rows,
        processed: rows,
        imported: rows,
        skipped: 0,
        rejected: 1,
        errors: [{ row: 9, message: 'The patient is not a student of the practice.' }],
        imported_by_id: null,
        imported_by: 'Office Administrator',
        finished_at: at,
        created_at: at,
        updated_at: at,
      },
    ];
  });
}

export function kareoCharges(db: Db): Table<KareoCharge> {
  return db.defineTable<KareoCharge>(kareoChargesTable, () => {
    const at = seededAt();
    return seededCharges(db).map((charge) => ({ ...charge, import_id: 1, created_at: at, updated_at: at }));
  });
}

const codes: readonly [string, string | null, number][] = [
  ['97153', 'HN', 16.25],
  ['97155', 'HO', 31.5],
  ['97156', 'HO', 29.75],
  ['97151', 'HO', 32],
];
const providers = ['Morgan Reyes, BCBA', 'Taylor Brooks, RBT', 'Casey Nguyen, BCBA'];
const funders = ['Medicaid Managed Care', 'Blue Cross PPO', 'Aetna Choice POS'];

/** Last week's charges of eight students, as the seeded import brought them in. */
function seededCharges(db: Db): ChargeValues[] {
  const start = shiftDays(today(), -13);
  return detailedStudents(db)
    .slice(0, 8)
    .map((student, index) => {
      const [code, modifier, rate] = codes[index % codes.length]!;
      const units = 4 + (index % 5);
      return {
        encounter_id: `ENC-${10421 + index}`,
        student_id: student.id,
        patient_name: fullName(student),
        provider_name: providers[index % providers.length]!,
        payer_name: funders[index % funders.length]!,
        service_date: shiftDays(start, index),
        procedure_code: code,
        modifiers: modifier,
        units,
        charge_amount: Math.round(units * rate * 100) / 100,
      };
    });
}
