import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import { useWrite, type RowAction } from '../../kit';
import { reminderDocuments } from './operations.generated';

const RunReminder = graphql(`
  mutation RunReminder($id: ID!) {
    run: runReminder(id: $id) {
      id
      notified
      ranAt
    }
  }
`);

/** Run now: sends an active reminder at once; the list then shows its new run count. */
export function useRunNowAction(): RowAction<{ id: string; title: string; status?: number | null }>[] {
  const client = useApolloClient();
  const running = useWrite(RunReminder);
  return useMemo(
    () => [
      {
        label: 'Run now',
        intent: 'primary',
        ariaLabel: (row) => `Run now ${row.title}`,
        shown: (row) => row.status !== 0,
        onClick: (row) =>
          void running
            .run({ id: row.id }, (data) => `Reminder sent: ${data.run.notified} notified.`)
            .then((outcome) => {
              if (outcome.ok) void client.refetchQueries({ include: [reminderDocuments.list] });
            }),
      },
    ],
    [running, client],
  );
}
