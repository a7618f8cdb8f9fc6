// The months a person picks from: the current one and the 23 before it, newest first.
import { addMonthsTo, currentMonth, monthLabel } from '../../dates/months';

export function recentMonths(count = 24): { value: string; label: string }[] {
  const now = currentMonth();
  return Array.from({ length: count }, (_, back) => {
    const month = addMonthsTo(now, -back);
    return { value: month, label: monthLabel(month) };
  });
}
