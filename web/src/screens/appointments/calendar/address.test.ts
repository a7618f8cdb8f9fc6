import { describe, expect, it } from 'vitest';
import { appointmentFilter, matchesFilters, readAddress, stepDate, visibleDays, writeAddress } from './address';

const today = '2026-11-24';

describe("the calendar's address", () => {
  it('opens on the week of today, unfiltered, when the address says nothing', () => {
    expect(readAddress(new URLSearchParams(), today)).toEqual({ view: 'week', date: today, filters: {} });
  });

  it('keeps the view, the date and the filters, and drops what it cannot read', () => {
    const params = new URLSearchParams('view=month&date=2026-02-30&staff=12&student=x&location=3&service=');
    expect(readAddress(params, today)).toEqual({ view: 'month', date: today, filters: { staff: '12', location: '3' } });
    expect(readAddress(new URLSearchParams('view=year&date=2026-12-01'), today)).toEqual({ view: 'week', date: '2026-12-01', filters: {} });
  });

  it('opens /global-calendar/:filter_date on that date', () => {
    expect(readAddress(new URLSearchParams('date=2026-12-01'), today, '2027-01-05').date).toBe('2027-01-05');
    expect(readAddress(new URLSearchParams(), today, 'soon').date).toBe(today);
  });

  it('writes what it reads', () => {
    const address = { view: 'day' as const, date: '2026-03-08', filters: { staff: '4', service: '2' } };
    expect(writeAddress(address).toString()).toBe('view=day&date=2026-03-08&staff=4&service=2');
    expect(readAddress(writeAddress(address), today)).toEqual(address);
  });

  it("covers the days FullCalendar draws: Sunday to Saturday, a month's six weeks, one day", () => {
    expect(visibleDays('week', '2026-11-24')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(visibleDays('list', '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(visibleDays('day', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    // November 2026 starts on a Sunday; March 2026 too, and its six weeks end on 11 April.
    expect(visibleDays('month', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-12-12' });
    expect(visibleDays('month', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-03-14' });
    expect(visibleDays('month', '2026-12-31')).toEqual({ from: '2026-11-29', to: '2027-01-09' });
  });

  it('steps by the view: a month, a week or a day', () => {
    expect(stepDate('month', '2026-12-15', 1)).toBe('2027-01-01');
    expect(stepDate('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(stepDate('week', '2026-11-24', -1)).toBe('2026-11-17');
    expect(stepDate('day', '2026-02-28', 1)).toBe('2026-03-01');
  });

  it('asks for the drawn days with each filter as a one-id list, and nothing for a filter not set', () => {
    expect(appointmentFilter({ view: 'week', date: '2026-11-24', filters: { staff: '4', service: '2' } })).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
      staffIds: ['4'],
      serviceIds: ['2'],
    });
    expect(appointmentFilter({ view: 'day', date: '2026-11-24', filters: {} })).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  });

  it('keeps, of an earlier answer, the appointments that every set filter names', () => {
    const appointment = { staffId: '2', studentId: '7', locationId: null, serviceId: '3' };
    expect(matchesFilters(appointment, {})).toBe(true);
    expect(matchesFilters(appointment, { staff: '2', service: '3' })).toBe(true);
    expect(matchesFilters(appointment, { staff: '5' })).toBe(false);
    expect(matchesFilters(appointment, { staff: '2', location: '4' })).toBe(false);
  });
});
