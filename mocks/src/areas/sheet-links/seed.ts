// The practice's linked sheets: clinic session logs kept in Google Sheets, one paused, one never run.
import type { NewRow } from '../../db/table.js';
import { timestamp } from '../../kit/dates.js';
import type { SheetLink } from './sheet-link.js';
import * as clock from '../../kit/clock.js';

const hour = 3_600_000;

export function seedSheetLinks(): NewRow<SheetLink>[] {
  const now = clock.nowMs();
  const at = (hoursAgo: number) => timestamp(new Date(now - hoursAgo * hour));
  const link = (
    name: string,
    id: string,
    tab: string | null,
    schedule: string,
    status: number,
    run: [number, string, number, number] | null,
  ): NewRow<SheetLink> => ({
    name,
    sheet_url: `https://docs.google.com/spreadsheets/d/${id}/edit`,
    sheet_name: tab,
    schedule,
    status,
    last_run_at: run ? at(run[0]) : null,
    last_run_status: run?.[1] ?? null,
    last_rows_in: run?.[2] ?? null,
    last_rows_failed: run?.[3] ?? null,
    created_at: at(24 * 40),
    updated_at: at(24 * 40),
  });
  return [
    link('North clinic session log', '1NcS3ssL0gN0rthC1in1c_a8', 'Sessions', 'Daily', 1, [5, 'Partly failed', 27, 2]),
    link('School team sessions', '1ScH00lT3amS3ss10ns_b42', 'November', 'Hourly', 1, [1, 'Succeeded', 14, 0]),
    link('Parent training log', '1PaR3ntTra1n1ngL0g_c7', null, 'Weekly', 0, [24 * 9, 'Succeeded', 9, 0]),
    link('Social skills groups', '1S0c1alSk1llsGr0ups_d19', 'Groups', 'Manual', 1, null),
  ];
}
