// The practice's time zone, which decides the calendar's days and hours whatever the browser's zone: asked of the
// gateway once (it answers from its own configuration, without a call to the API) and kept for the session.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

export const PracticeTimeZoneQuery = graphql(`
  query PracticeTimeZone {
    practiceTimeZone
  }
`);

/** The zone once known, and how asking for it went. */
export function usePracticeZone() {
  const query = useQuery(PracticeTimeZoneQuery, { fetchPolicy: 'cache-first' });
  return { zone: query.data?.practiceTimeZone, error: query.error, retry: () => void query.refetch() };
}
