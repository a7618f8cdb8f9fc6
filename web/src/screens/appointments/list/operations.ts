// The list view's documents: a page of appointments with their verification, the filters' options, the export of
// the session list, and the sign requests (send, verify, the sent ones).
import { graphql } from '../../../gql';

export const AppointmentListQuery = graphql(`
  query AppointmentList($page: PageInput, $filter: AppointmentListFilter) {
    page: appointmentList(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        date
        startTime
        endTime
        units
        status
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
        location {
          id
          name
        }
        verificationStatus
        verifiedAt
        verifiedByName
        signRequestedAt
        verification {
          requestsSent
          lastRequestedAt
          parent {
            name
            signedAt
          }
          staff {
            name
            signedAt
          }
        }
      }
    }
  }
`);

export const AppointmentListOptionsQuery = graphql(`
  query AppointmentListOptions {
    options: appointmentListOptions {
      students {
        id
        name
      }
      staff {
        id
        name
      }
      services {
        id
        name
      }
      locations {
        id
        name
      }
      statuses
    }
  }
`);

export const ExportSessionsMutation = graphql(`
  mutation ExportSessions($filter: AppointmentListFilter, $search: String, $format: ExportFormat) {
    download: exportSessions(filter: $filter, search: $search, format: $format) {
      url
      fileName
    }
  }
`);

export const RequestSessionSignaturesMutation = graphql(`
  mutation RequestSessionSignatures($sessionIds: [ID!]!) {
    result: requestSessionSignatures(sessionIds: $sessionIds) {
      sent {
        id
        sessionId
        recipientName
      }
      skipped {
        sessionId
        reason
      }
    }
  }
`);

export const VerifySessionsMutation = graphql(`
  mutation VerifySessions($sessionIds: [ID!]!) {
    result: verifySessions(sessionIds: $sessionIds) {
      verified
      skipped {
        sessionId
        reason
      }
    }
  }
`);

export const SentSignRequestsQuery = graphql(`
  query SentSignRequests($page: PageInput, $filter: SignRequestFilter) {
    page: sentSignRequests(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        sessionId
        recipientRole
        recipientName
        recipientEmail
        sentByName
        sentAt
        status
        sessionDate
        startTime
        studentName
        staffName
      }
    }
  }
`);
