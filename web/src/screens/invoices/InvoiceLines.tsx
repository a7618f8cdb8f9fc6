// An invoice's lines as the PDF lists them (date, service, staff, code with modifiers, time, minutes, units or hours,
// rate, amount), and its totals: sessions, units and the amount due, by funder where there are several.
import { Figures, type Figure } from '../../kit/Figures';
import { RecordTable, type TableColumn } from '../../kit';
import { toUsDate } from '../../dates/calendar';
import type { InvoiceKind, InvoiceLineFieldsFragment as Line, InvoiceTotalsFieldsFragment as Totals } from '../../gql/graphql';
import { codeWithModifiers, dollars, unitWord } from './figures';
import { readableTimeRange } from '../../dates/timeOfDay';

function lineColumns(kind: InvoiceKind): TableColumn<Line>[] {
  return [
    { header: 'Date', cell: (line) => toUsDate(line.date) ?? line.date },
    { header: 'Service', cell: (line) => line.serviceName },
    { header: 'Staff', cell: (line) => line.staffName },
    { header: 'Code', cell: codeWithModifiers },
    { header: 'Time', cell: (line) => readableTimeRange(line.startTime, line.endTime) },
    { header: 'Minutes', cell: (line) => line.minutes, align: 'end' },
    { header: unitWord(kind), cell: (line) => line.units, align: 'end' },
    { header: 'Rate', cell: (line) => dollars(line.rate), align: 'end' },
    { header: 'Amount', cell: (line) => dollars(line.amount), align: 'end' },
  ];
}

export function InvoiceLines({ kind, lines }: { kind: InvoiceKind; lines: readonly Line[] }) {
  return <RecordTable caption="Invoice lines" rows={lines} columns={lineColumns(kind)} />;
}

export function InvoiceTotals({ label, totals, unit = 'Units' }: { label: string; totals: Totals; unit?: string }) {
  const figures: Figure[] = [
    { label: 'Sessions', value: String(totals.sessions) },
    { label: unit, value: String(totals.units) },
    { label: 'Total due', value: dollars(totals.amount) },
  ];
  return (
    <>
      <Figures label={label} figures={figures} />
      {totals.byFunder.length > 1 && (
        <RecordTable
          caption="Totals by funder"
          rows={totals.byFunder.map((funder) => ({ ...funder, id: funder.funderId }))}
          columns={[
            { header: 'Funder', cell: (funder) => funder.funderName },
            { header: 'Sessions', cell: (funder) => funder.sessions, align: 'end' },
            { header: 'Units', cell: (funder) => funder.units, align: 'end' },
            { header: 'Amount', cell: (funder) => dollars(funder.amount), align: 'end' },
          ]}
        />
      )}
    </>
  );
}
