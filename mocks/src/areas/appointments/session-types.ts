// The kinds of session the calendar colours its appointments by (GET session-type-colors). A session's type follows
// its service unless the booking names one.
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';

export interface SessionTypeColor extends Row {
  name: string;
  /** #RRGGBB. */
  color: string;
}

const seededTypes: readonly NewRow<SessionTypeColor>[] = [
  { name: 'Direct Therapy', color: '#2D72D2' },
  { name: 'Supervision', color: '#238551' },
  { name: 'Parent Training', color: '#C87619' },
  { name: 'Assessment', color: '#7961DB' },
  { name: 'Group Session', color: '#00A396' },
  { name: 'Make-up Session', color: '#CD4246' },
  { name: 'Telehealth', color: '#D1980B' },
];

export function sessionTypesTable(db: Db): Table<SessionTypeColor> {
  return db.defineTable<SessionTypeColor>('session_type_colors', () => seededTypes.map((row) => ({ ...row })));
}

/** The type a service's sessions take by default: by the words of its name, else Direct Therapy. */
export function sessionTypeForService(db: Db, serviceName: string): SessionTypeColor {
  const types = sessionTypesTable(db).active();
  const words: readonly [RegExp, string][] = [
    [/supervis/i, 'Supervision'],
    [/parent/i, 'Parent Training'],
    [/assess/i, 'Assessment'],
    [/group|social/i, 'Group Session'],
  ];
  const name = words.find(([pattern]) => pattern.test(serviceName))?.[1] ?? 'Direct Therapy';
  return types.find((type) => type.name === name) ?? types[0]!;
}
