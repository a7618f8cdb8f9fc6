// Sheets links: as-sheet-link CRUD (update is PATCH; delete is soft) and POST as-sheet-link-run/{id}, which reads
// the sheet now and keeps the run's counts on the link. A link's next run follows its schedule from its last run
// (or from when it was saved); a paused or Manual link has none. Behind 'Auto Generate Session'.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import { instantOf, timestamp } from '../../kit/dates.js';
import { ok } from '../../server/replies.js';
import { runSheetLink, spreadsheetId } from './run.js';
import { schedules, type SheetLink } from './sheet-link.js';
import { seedSheetLinks } from './seed.js';
import { nowMs } from '../../kit/clock.js';

const hour = 3_600_000;
const period: Record<string, number> = { Hourly: hour, Daily: 24 * hour, Weekly: 7 * 24 * hour };

export function nextRunAt(link: SheetLink): string | null {
  const every = period[link.schedule];
  if (!every || link.status !== 1) return null;
  const from = instantOf(link.last_run_at ?? link.updated_at).getTime();
  // A link overdue (the stand-in has no scheduler) is due at the next whole period from now.
  const periods = Math.max(1, Math.ceil((nowMs() - from) / every));
  return timestamp(new Date(from + periods * every));
}

export const sheetLinkResource = defineResource<SheetLink>({
  name: 'sheets link',
  type: 'SheetLink',
  title: 'Sheets link',
  table: 'sheet_links',
  permission: 'Auto Generate Session',
  unique: ['name'],
  searchable: ['name', 'sheet_url', 'sheet_name'],
  defaults: { status: 1, last_run_at: null, last_run_status: null, last_rows_in: null, last_rows_failed: null },
  hooks: {
    beforeSave: (values, errors) => {
      if (values.sheet_url !== undefined && !spreadsheetId(String(values.sheet_url))) {
        errors.add('sheet_url', 'The sheet url must be a Google Sheets address (https://docs.google.com/spreadsheets/d/…).');
      }
      if (values.schedule !== undefined) errors.oneOf('schedule', values.schedule, schedules);
      if (values.status !== undefined && values.status !== 0 && values.status !== 1) errors.add('status', 'The selected status is invalid.');
      return values;
    },
    present: () => (link) => ({ ...link, next_run_at: nextRunAt(link) }),
    routes: (router, { db }, parts) => {
      router.post('/as-sheet-link-run/:id', ...parts.guards('update'), (req, res) => {
        const link = parts.rowOf(req, res);
        if (!link) return;
        const run = runSheetLink(db, link);
        parts.table.update(link.id, {
          last_run_at: run.finished_at,
          last_run_status: run.status,
          last_rows_in: run.rows_in,
          last_rows_failed: run.rows_failed,
        });
        ok(res, { message: `${run.rows_in} rows in, ${run.rows_failed} failed.`, data: run });
      });
    },
  },
  seed: seedSheetLinks,
});

export const sheetLinksArea = resourceArea('sheet-links', sheetLinkResource);
