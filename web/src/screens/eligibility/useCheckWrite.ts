// Sends a coverage check, or resends a failed one, telling the person what became of it: a refusal (a student with
// no funder, a funder not linked to a clearing-house funder) reads as a toast with the API's reason, since these
// buttons sit beside a row, not in a form.
import { useCallback } from 'react';
import { useNotices } from '../../app/notices';
import { useWrite } from '../../kit';
import type { EligibilityCheckInput } from '../../gql/graphql';
import { ResendEligibilityCheckMutation, StoreEligibilityCheckMutation } from './operations';

export function useCheckWrite() {
  const notices = useNotices();
  const store = useWrite(StoreEligibilityCheckMutation);
  const resend = useWrite(ResendEligibilityCheckMutation);

  const refused = useCallback(
    (outcome: { ok: false; fieldErrors: Record<string, string | undefined> }) => {
      const reason = Object.values(outcome.fieldErrors).find((message) => message);
      if (reason) notices.toast(reason, 'danger');
    },
    [notices],
  );

  const check = useCallback(
    async (input: EligibilityCheckInput): Promise<boolean> => {
      const outcome = await store.run({ input }, 'Eligibility check sent to the clearing-house.');
      if (!outcome.ok) refused(outcome);
      return outcome.ok;
    },
    [store, refused],
  );

  const again = useCallback(
    async (id: string): Promise<boolean> => {
      const outcome = await resend.run({ id }, 'Eligibility check sent again.');
      if (!outcome.ok) refused(outcome);
      return outcome.ok;
    },
    [resend, refused],
  );

  return { check, resend: again, pending: store.pending || resend.pending };
}
