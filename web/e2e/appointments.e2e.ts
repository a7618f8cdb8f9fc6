// The booking form in the browser as the office administrator: a session booked in a free slot with the
// authorization's units shown, the same slot refused as a double booking with the reason beside the form, a weekly
// series booked and one of its sessions cancelled with a type and a reason, its units shown freed. Each state is
// checked with axe.
import type { Locator, Page } from '@playwright/test';
import { expect, pinnedNow, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { graphqlAs as ask } from './setup/graphql';

const viewport = { width: 1366, height: 850 };
const dayMs = 86_400_000;
const hourMs = 3_600_000;

interface Booked {
  studentId: string;
  staffId: string;
  serviceId: string;
  locationId: string | null;
  startsAt: string;
  endsAt: string;
  status: string;
}

interface Slot {
  booked: Booked;
  startsAt: string;
  endsAt: string;
}

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * A slot the schedule check finds free for a booking of the coming weeks (its student, staff member, service and
 * location, moved by a few hours), as a single session or as a weekly series of `count` sessions.
 */
async function freeSlot(page: Page, count: number, skip: readonly Slot[] = []): Promise<Slot> {
  const from = new Date(pinnedNow().getTime() + 7 * dayMs);
  const { appointments } = await ask<{ appointments: Booked[] }>(
    page,
    'query W($filter: AppointmentFilter!) { appointments(filter: $filter) { studentId staffId serviceId locationId startsAt endsAt status } }',
    {
      filter: { from: dayOf(from), to: dayOf(new Date(from.getTime() + 6 * dayMs)) },
    },
  );
  const taken = new Set(skip.map((slot) => slot.booked.studentId));
  // Every session of the week is a candidate: on some days the first few leave no free series near them.
  for (const booked of appointments.filter((one) => one.status === 'Scheduled' && one.locationId && !taken.has(one.studentId))) {
    for (const hours of [2, -2, 3, -3, 1, -1]) {
      const startsAt = new Date(new Date(booked.startsAt).getTime() + hours * hourMs);
      if (startsAt.getHours() < 8 || startsAt.getHours() > 17) continue;
      const endsAt = new Date(new Date(booked.endsAt).getTime() + hours * hourMs);
      const input = {
        studentId: booked.studentId,
        staffId: booked.staffId,
        serviceId: booked.serviceId,
        locationId: booked.locationId,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        recurrence: count > 1 ? { daysOfWeek: [startsAt.getDay()], count } : null,
      };
      const { scheduleCheck } = await ask<{
        scheduleCheck: { conflicts: unknown[]; authorization: { unitsRemaining: number; unitsRequested: number } | null };
      }>(
        page,
        'query C($input: AppointmentInput!) { scheduleCheck(input: $input) { conflicts { kind } authorization { unitsRemaining unitsRequested } } }',
        { input },
      );
      const auth = scheduleCheck.authorization;
      if (scheduleCheck.conflicts.length === 0 && auth && auth.unitsRemaining >= auth.unitsRequested)
        return { booked, startsAt: input.startsAt, endsAt: input.endsAt };
    }
  }
  throw new Error('no free slot found in the coming weeks');
}

/** Opens the form on a slot, as the calendar's empty slot does, and chooses the booking's service and location. */
async function openForm(page: Page, slot: Slot): Promise<void> {
  const { booked } = slot;
  const params = new URLSearchParams({ start: slot.startsAt, end: slot.endsAt, staffId: booked.staffId, studentId: booked.studentId });
  await page.goto(`/create-appointment?${params}`);
  const service = page.getByRole('combobox', { name: /^Service/ });
  await service.locator(`option[value="${booked.serviceId}"]`).waitFor({ state: 'attached' });
  await service.selectOption(booked.serviceId);
  const location = page.getByRole('combobox', { name: /^Location/ });
  await location.locator(`option[value="${booked.locationId}"]`).waitFor({ state: 'attached' });
  await location.selectOption(booked.locationId!);
}

/** A Blueprint checkbox, switch or radio by its label text (its drawn indicator takes the pointer). */
const control = (scope: Page | Locator, label: string): Locator => scope.locator('label.bp6-control', { hasText: new RegExp(`^${label}$`) });

/** A figure of the burn-down panel. */
async function figure(page: Page, label: string): Promise<number> {
  const text = await page
    .getByRole('region', { name: 'Authorization units' })
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .textContent();
  return Number(text);
}

test.describe('the appointment form as the office administrator', () => {
  test('books a session with its units, refuses a double booking with the reason, books a series and cancels one session', async ({ signedIn }) => {
    test.setTimeout(300_000);
    const page = await signedIn('Office administrator', { viewport });

    // A free slot: the check finds no conflict and the burn-down counts this booking.
    const slot = await freeSlot(page, 1);
    await openForm(page, slot);
    await page.getByText('No conflicts').waitFor();
    const remaining = await figure(page, 'Remaining');
    const taking = await figure(page, 'This booking');
    expect(taking).toBeGreaterThan(0);
    expect(await figure(page, 'Left after this booking')).toBe(remaining - taking);
    await checkA11y(page, 'create appointment');

    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.waitForURL(/\/edit-appointment\/\d+$/);
    const bookedId = page.url().split('/').pop()!;
    await page.getByText('Scheduled', { exact: true }).first().waitFor();
    // The booking now counts among the scheduled units.
    await page.getByText('No conflicts').waitFor();

    // The same slot again: the student and the staff member are taken, named beside the form with a link, and the
    // save is refused with the reason.
    await openForm(page, slot);
    const conflicts = page.locator('.appointment-conflicts');
    await conflicts.getByText('Staff double-booked').waitFor();
    expect(await conflicts.getByText('Student double-booked').count()).toBe(1);
    expect(await conflicts.locator(`a[href="/edit-appointment/${bookedId}"]`).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.getByText('The booking was refused').waitFor();
    expect(await page.locator('.appointment-conflicts li').first().textContent()).toMatch(/booked/i);
    expect(page.url()).toContain('/create-appointment');
    await checkA11y(page, 'refused double booking');

    // A weekly series of two sessions on the slot's weekday, every session checked first.
    const seriesSlot = await freeSlot(page, 2, [slot]);
    await openForm(page, seriesSlot);
    await control(page, 'Repeat weekly').click();
    const weekday = new Date(seriesSlot.startsAt).toLocaleDateString('en-US', { weekday: 'long' });
    await control(page, weekday).click();
    await page.getByRole('combobox', { name: /^Ends/ }).selectOption('count');
    await page.getByRole('spinbutton', { name: /^Sessions/ }).fill('2');
    await page.getByText('All 2 sessions of the series are free.').waitFor();
    expect(await figure(page, 'This series (2 sessions)')).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Book series' }).click();
    await page.waitForURL(/\/edit-appointment\/\d+$/);
    await page.getByText('Weekly series').waitFor();

    // One session cancelled by the family, with its reason: its units are shown freed and a make-up may be booked.
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = page.getByRole('dialog');
    await control(dialog, 'Cancelled by family').click();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('The family is away that week.');
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByText(/units are free again/).waitFor();
    expect(await figure(page, 'Freed by the cancellation')).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Book a make-up' }).waitFor();
    await checkA11y(page, 'cancelled appointment');
  });
});
