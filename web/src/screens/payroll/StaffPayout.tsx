// A staff member's rate and payouts: the rate in effect and its history, what is due, the payouts made, and the two
// writes (a new hourly rate from a day on; a payout with its amount, day and note), each a kit form in a dialog.
import { useQuery } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { fields } from '../../kit/form/fieldSpec';
import { RecordDialog } from '../../kit/form/RecordForm';
import { useWrite } from '../../kit/writes/useWrite';
import { today } from '../../dates/calendar';
import type { StaffPayoutInput, StaffPayRateInput } from '../../gql/graphql';
import { PayFigures } from './PayFigures';
import { Loaded } from '../../kit/Loaded';
import { dollarsText, usdOf } from './money';
import { RecordStaffPayoutMutation, SetStaffPayRateMutation, StaffPayQuery } from './operations';
import { PayoutTable, RateTable } from './PayoutTable';
import { StaffPage } from './StaffPage';
import { useStaffId } from '../staff/shared/useStaffId';
import './payroll.css';

const rateFields = fields<StaffPayRateInput>(
  { name: 'rate', label: 'Hourly rate (USD)', kind: 'decimal', required: true, placeholder: '40.50' },
  { name: 'effectiveFrom', label: 'Effective from', kind: 'date', required: true, helper: 'The first day this rate pays.' },
);

const payoutFields = fields<StaffPayoutInput>(
  { name: 'amount', label: 'Amount (USD)', kind: 'decimal', required: true },
  { name: 'paidOn', label: 'Paid on', kind: 'date', required: true },
  { name: 'note', label: 'Note', kind: 'text', maxLength: 255, wide: true },
);

export function StaffPayout() {
  const userId = useStaffId();
  const query = useQuery(StaffPayQuery, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  const pay = (query.data ?? query.previousData)?.pay;
  const setRate = useWrite(SetStaffPayRateMutation);
  const recordPayout = useWrite(RecordStaffPayoutMutation);
  const [open, setOpen] = useState<'rate' | 'payout' | null>(null);
  const due = pay?.summary.dueCents ?? 0;
  // The answer of a write is the staff member's pay afresh; asking again keeps every figure on the page from one answer.
  const closed = (saved: boolean) => {
    setOpen(null);
    if (saved) void query.refetch();
  };

  return (
    <StaffPage title="Rate and payouts">
      <Loaded what="the rate and payouts" loading={query.loading} error={query.error} ready={pay !== undefined} retry={() => void query.refetch()}>
        {pay && (
          <>
            <PayFigures label="Pay" summary={pay.summary} />
            <div className="payroll-columns">
              <section className="kit-section" aria-labelledby="payroll-rates">
                <div className="kit-toolbar">
                  <h4 id="payroll-rates" className="bp6-heading">
                    Hourly rates
                  </h4>
                  <span className="kit-toolbar-spacer" />
                  <Button icon="edit" text="Set hourly rate" onClick={() => setOpen('rate')} />
                </div>
                <RateTable rates={pay.rates} />
              </section>
              <section className="kit-section" aria-labelledby="payroll-payouts">
                <div className="kit-toolbar">
                  <h4 id="payroll-payouts" className="bp6-heading">
                    Payouts
                  </h4>
                  <span className="kit-toolbar-spacer" />
                  <Button intent="primary" icon="bank-account" text="Record payout" onClick={() => setOpen('payout')} />
                </div>
                <PayoutTable payouts={pay.payouts} />
              </section>
            </div>
          </>
        )}
      </Loaded>
      <RecordDialog<StaffPayRateInput>
        isOpen={open === 'rate'}
        title="Set hourly rate"
        label="Set hourly rate"
        fields={rateFields}
        initial={{ effectiveFrom: today(), rate: pay?.summary.hourlyRateCents ? dollarsText(pay.summary.hourlyRateCents) : '' }}
        fixed={{ staffId: userId }}
        submitText="Save rate"
        save={(input) => setRate.run({ input }, 'Rate saved.')}
        onClose={closed}
      />
      <RecordDialog<StaffPayoutInput>
        isOpen={open === 'payout'}
        title="Record payout"
        label="Record payout"
        intro={<p className="kit-muted">Due now: {usdOf(due)}</p>}
        fields={payoutFields}
        initial={{ paidOn: today(), amount: due > 0 ? dollarsText(due) : '' }}
        fixed={{ staffId: userId }}
        submitText="Record payout"
        save={(input) => recordPayout.run({ input }, 'Payout recorded.')}
        onClose={closed}
      />
    </StaffPage>
  );
}
