// The calendar of a date field, loaded when a calendar is first opened: Blueprint's date picker brings date-fns with
// its locale, and its package works out the offset of every time zone it knows as it loads, which cost a list page
// over a tenth of a second before anything was asked of it.
import { DatePicker } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { enUS } from 'date-fns/locale';
import { dateForControl } from '../../dates/calendar';

const earliest = dateForControl('1950-01-01');
const latest = dateForControl('2100-12-31');

export interface CalendarPickerProps {
  value: Date | null;
  onChange: (picked: Date | null) => void;
}

export default function CalendarPicker({ value, onChange }: CalendarPickerProps) {
  return (
    <DatePicker
      value={value}
      onChange={onChange}
      // The locale itself, not its code: Blueprint cannot load a locale by code from a bundled app.
      locale={enUS}
      minDate={earliest}
      maxDate={latest}
      showActionsBar
    />
  );
}
