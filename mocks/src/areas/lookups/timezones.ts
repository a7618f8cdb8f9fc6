// The US time zones a practice schedules in (GET timezone), with the standard offset each is known by.

export interface Timezone {
  id: number;
  name: string;
  label: string;
  offset: string;
}

const zones: readonly [string, string, string][] = [
  ['America/New_York', 'Eastern Time (US & Canada)', '-05:00'],
  ['America/Detroit', 'Eastern Time (Michigan)', '-05:00'],
  ['America/Indiana/Indianapolis', 'Eastern Time (Indiana)', '-05:00'],
  ['America/Chicago', 'Central Time (US & Canada)', '-06:00'],
  ['America/Denver', 'Mountain Time (US & Canada)', '-07:00'],
  ['America/Phoenix', 'Arizona', '-07:00'],
  ['America/Los_Angeles', 'Pacific Time (US & Canada)', '-08:00'],
  ['America/Anchorage', 'Alaska', '-09:00'],
  ['Pacific/Honolulu', 'Hawaii', '-10:00'],
  ['America/Puerto_Rico', 'Atlantic Time (Puerto Rico)', '-04:00'],
  ['Pacific/Guam', 'Chamorro Time (Guam)', '+10:00'],
  ['Pacific/Pago_Pago', 'Samoa Time (American Samoa)', '-11:00'],
  ['UTC', 'Coordinated Universal Time', '+00:00'],
];

export const timezones: readonly Timezone[] = zones.map(([name, label, offset], index) => ({ id: index + 1, name, label, offset }));
