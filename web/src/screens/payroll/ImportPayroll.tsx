// A payroll provider's file, paid in two steps: the file is checked first (what each row would pay, and why any row
// is refused) with nothing written, then the good rows are paid as payouts. A period already paid by an import is
// refused on its row, so sending the same file twice pays nobody twice.
import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useNotices } from '../../app/notices';
import { toUsDate } from '../../dates/calendar';
import type { ImportPayrollMutation as ImportPayrollAnswer } from '../../gql/graphql';
import { LinkButton } from '../../kit/LinkButton';
import { RowErrors, rowsText } from '../../kit/transfer/ImportPage';
import { FileField } from '../../kit/transfer/FileField';
import { UploadProgress } from '../../kit/transfer/UploadProgress';
import { useFileUpload } from '../../kit/transfer/useFileUpload';
import { usdOf } from './money';
import { ImportPayrollMutation } from './operations';
import { PayrollNav } from './PayrollNav';
import './payroll.css';

type Report = ImportPayrollAnswer['report'];

const hoursText = (hours: number) => hours.toFixed(2);

function PayingRows({ rows, caption }: { rows: Report['rows']; caption: string }) {
  const total = rows.reduce((sum, row) => sum + row.amountCents, 0);
  return (
    <HTMLTable compact striped className="kit-table payroll-import-rows">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Staff member</th>
          <th scope="col">Pay period</th>
          <th scope="col" className="kit-align-end">
            Regular hours
          </th>
          <th scope="col" className="kit-align-end">
            Overtime hours
          </th>
          <th scope="col" className="kit-align-end">
            Hourly rate
          </th>
          <th scope="col" className="kit-align-end">
            Amount
          </th>
          <th scope="col">Note</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.row}>
            <td>{row.row}</td>
            <td>
              <Link to={`/staff-payout/${row.staffId}`}>{row.staffName}</Link>
            </td>
            <td>
              {toUsDate(row.periodStart)} – {toUsDate(row.periodEnd)}
            </td>
            <td className="kit-align-end">{hoursText(row.regularHours)}</td>
            <td className="kit-align-end">{hoursText(row.overtimeHours)}</td>
            <td className="kit-align-end">{usdOf(row.hourlyRateCents)}</td>
            <td className="kit-align-end">{usdOf(row.amountCents)}</td>
            <td>{row.warning ?? ''}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="payroll-total">
          <td colSpan={6}>Total</td>
          <td className="kit-align-end">{usdOf(total)}</td>
          <td />
        </tr>
      </tfoot>
    </HTMLTable>
  );
}

export function ImportPayroll() {
  const id = useId().replace(/:/g, '');
  const notices = useNotices();
  const upload = useFileUpload(ImportPayrollMutation, 'The file could not be read.');
  // The report of the file as it was last checked or imported; a new file clears it.
  const [report, setReport] = useState<{ report: Report; imported: boolean } | null>(null);

  const choose = (file: File | null) => {
    upload.choose(file);
    setReport(null);
  };
  const send = async (checkOnly: boolean) => {
    const data = await upload.send({ checkOnly });
    if (!data) return;
    setReport({ report: data.report, imported: !checkOnly });
    if (!checkOnly) notices.toast(`${rowsText(data.report.imported)} paid.`, data.report.rejected > 0 ? 'warning' : 'success');
  };
  const check = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };
  const checked = report && !report.imported ? report.report : null;
  const done = report?.imported ? report.report : null;

  return (
    <div className="kit-page">
      <PayrollNav />
      <form className="kit-form" noValidate onSubmit={check} aria-label="Import payroll">
        <p>
          Upload the payroll provider&apos;s file (CSV or XLSX) with a header row and the columns{' '}
          <strong>staff_email, pay_period_start, pay_period_end, regular_hours, overtime_hours, hourly_rate</strong>, as in the{' '}
          <Link to="/sample-files">sample file</Link> &ldquo;Payroll hours&rdquo;. Each row pays one staff member for one period: regular hours at the
          rate, overtime at one and a half times it, paid on the period&apos;s last day. The file is checked first; nothing is paid until you import
          it.
        </p>
        <FileField id={id} file={upload.file} error={upload.error} accept=".csv,.xlsx,text/csv" disabled={upload.pending} onChange={choose} />
        {upload.pending && <UploadProgress progress={upload.progress} after="Checking the rows…" />}
        <div className="kit-form-actions">
          <Button type="submit" icon="search-template" text="Check the file" loading={upload.pending && !checked} disabled={upload.pending} />
          <LinkButton to="/staff-salary">Back to staff salary</LinkButton>
        </div>
      </form>
      {checked && (
        <section className="kit-panel" aria-label="Check of the file">
          <Callout intent={checked.rejected > 0 ? 'warning' : 'primary'} title="Checked, nothing paid yet">
            {rowsText(checked.imported)} can be paid, {rowsText(checked.rejected)} will be left out.
          </Callout>
          {checked.rows.length > 0 && (
            <>
              <h4 className="bp6-heading">Rows to pay</h4>
              <PayingRows rows={checked.rows} caption="Rows to pay" />
            </>
          )}
          {checked.errors.length > 0 && (
            <>
              <h4 className="bp6-heading">Rows left out</h4>
              <RowErrors caption="Rows left out" errors={checked.errors} />
            </>
          )}
          <div className="kit-form-actions">
            <Button
              intent="primary"
              icon="bank-account"
              text={`Pay ${rowsText(checked.imported)}`}
              disabled={checked.imported === 0 || upload.pending}
              loading={upload.pending}
              onClick={() => void send(false)}
            />
          </div>
        </section>
      )}
      {done && (
        <section className="kit-panel" aria-label="Import summary">
          <Callout intent={done.rejected > 0 ? 'warning' : 'success'} title="Import finished">
            {rowsText(done.imported)} paid, {rowsText(done.rejected)} left out.
          </Callout>
          {done.rows.length > 0 && (
            <>
              <h4 className="bp6-heading">Rows paid</h4>
              <PayingRows rows={done.rows} caption="Rows paid" />
            </>
          )}
          {done.errors.length > 0 && (
            <>
              <h4 className="bp6-heading">Rows left out</h4>
              <RowErrors caption="Rows left out" errors={done.errors} />
            </>
          )}
        </section>
      )}
    </div>
  );
}
