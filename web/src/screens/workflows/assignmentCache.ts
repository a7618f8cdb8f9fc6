// An assignment changed on its own card is changed wherever it shows (the workflow's page, the student's workflows
// page): an unassigned one leaves the cache, so every list drops it; one whose event moved is read again, so its
// step's due date and time follow the event.
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { WorkflowAssignmentQuery } from './operations';

export function useAssignmentCache(id: string): { forget: () => void; reread: () => Promise<void> } {
  const client = useApolloClient();
  const forget = useCallback(() => {
    client.cache.evict({ id: client.cache.identify({ __typename: 'StudentWorkflow', id }) });
    client.cache.gc();
  }, [client, id]);
  const reread = useCallback(async () => {
    await client.query({ query: WorkflowAssignmentQuery, variables: { id }, fetchPolicy: 'network-only' }).catch(() => undefined);
  }, [client, id]);
  return { forget, reread };
}
