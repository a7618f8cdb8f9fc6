import { graphql } from '../../gql';

/** The signed-in staff member's sessions of two practice days: what the day is kept for. */
export const OfflineDaySessionsQuery = graphql(`
  query OfflineDaySessions($filter: AppointmentFilter!) {
    appointments(filter: $filter) {
      id
      studentId
      staffId
      date
      startTime
      endTime
      endsAt
      status
      student {
        id
        name
      }
      service {
        id
        name
      }
    }
  }
`);
