// The dashboard's one operation: every section the person may see, asked together and answered in one request. A
// section they may not open is left out by its @include; one whose call fails comes back null with its own error.
import { graphql } from '../../gql';

export const DashboardAuthorization = graphql(`
  fragment DashboardAuthorization on StudentAuthorization {
    id
    studentId
    student {
      id
      name
    }
    authorizationNumber
    endDate
    totalUnits
    unitsRemaining
  }
`);

export const DashboardQuery = graphql(`
  query Dashboard(
    $today: Date!
    $notesSince: Date!
    $me: ID!
    $appointmentStaff: [ID!]
    $withAppointments: Boolean!
    $withNotes: Boolean!
    $authorizationScope: AuthorizationScope!
    $shownRows: Int!
    $withAuthorizations: Boolean!
    $withQueue: Boolean!
    $withStaff: Boolean!
    $withStudents: Boolean!
    $withMessages: Boolean!
    $withCoverage: Boolean!
    $withWorkflows: Boolean!
    $withSupervision: Boolean!
  ) {
    dashboard {
      today: appointments(filter: { from: $today, to: $today, staffIds: $appointmentStaff }) @include(if: $withAppointments) {
        id
        startTime
        endTime
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
      }
      toSign: appointments(filter: { from: $notesSince, to: $today, staffIds: [$me], statuses: ["Completed"] }) @include(if: $withNotes) {
        id
        date
        startTime
        noteStatus
        student {
          id
          name
        }
      }
      authorizations: authorizationsNeedingAttention(scope: $authorizationScope, first: $shownRows) @include(if: $withAuthorizations) {
        ending {
          days
          total
          rows {
            ...DashboardAuthorization
          }
        }
        lowUnits {
          total
          rows {
            ...DashboardAuthorization
          }
        }
      }
      queued: sessionReportQueue(page: { perPage: 50 }, filter: { status: QUEUED }) @include(if: $withQueue) {
        pageInfo {
          total
        }
      }
      generating: sessionReportQueue(page: { perPage: 50 }, filter: { status: GENERATING }) @include(if: $withQueue) {
        pageInfo {
          total
        }
      }
      failed: sessionReportQueue(page: { perPage: 50 }, filter: { status: FAILED }) @include(if: $withQueue) {
        pageInfo {
          total
        }
      }
      documentNotification {
        message
        pendingFileCount
      }
      staff: staffCredentialsNeedingAttention(first: $shownRows) @include(if: $withStaff) {
        activeStaff
        total
        rows {
          id
          name
          credentialAlert {
            level
            label
            daysLeft
            name
            count
          }
        }
      }
      activeStudents: students(page: { perPage: 50 }, filter: { status: 1 }) @include(if: $withStudents) {
        pageInfo {
          total
        }
      }
      unreadMessageCount @include(if: $withMessages)
      coverage: eligibilityCoverageProblems(page: { perPage: 50 }) @include(if: $withCoverage) {
        pageInfo {
          total
        }
        nodes {
          id
          studentId
          studentName
          funderName
          coverage {
            active
            endDate
            endingSoon
          }
        }
      }
      overdueWorkflows: myOverdueWorkflowAssignments @include(if: $withWorkflows) {
        id
        workflowName
        assignedType
        assignedId
        assignedName
        overdueCount
        doneCount
        totalCount
      }
      supervision: supervisionMonth @include(if: $withSupervision) {
        ...SupervisionMonthFields
      }
    }
  }
`);
