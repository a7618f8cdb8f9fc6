// A parent's verification of their child's sessions: the held sessions (the list view's call, which answers a parent
// with their own children's sessions) and the signature of one.
import { graphql } from '../../gql';

export const ParentSessionsQuery = graphql(`
  query ParentSessions($filter: AppointmentListFilter, $page: PageInput) {
    page: appointmentList(filter: $filter, page: $page) {
      pageInfo {
        total
      }
      nodes {
        id
        date
        startTime
        endTime
        student {
          id
          name
        }
        staff {
          id
          name
        }
        service {
          id
          name
        }
        verification {
          parent {
            name
            signedAt
          }
        }
      }
    }
  }
`);

export const VerifySessionMutation = graphql(`
  mutation VerifySession($sessionId: ID!) {
    result: verifySession(sessionId: $sessionId) {
      sessionId
      verification {
        parent {
          name
          signedAt
        }
      }
    }
  }
`);
