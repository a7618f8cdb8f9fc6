import { graphql } from '../../../gql';

export const StudentActivityQuery = graphql(`
  query StudentActivity($studentId: ID!, $filter: StudentActivityFilter, $page: PageInput) {
    page: studentActivity(studentId: $studentId, filter: $filter, page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        userName
        module
        action
        description
        createdAt
      }
    }
  }
`);
export const StudentWorkflowsQuery = graphql(`
  query StudentWorkflows($studentId: ID!) {
    rows: studentWorkflows(studentId: $studentId) {
      ...WorkflowAssignmentFields
    }
  }
`);
export const StudentSessionsQuery = graphql(`
  query StudentSessions($studentId: ID!, $filter: StudentSessionFilter, $page: PageInput) {
    page: studentSessions(studentId: $studentId, filter: $filter, page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        hcode
        date
        startTime
        endTime
        units
        status
        noteStatus
        placeOfService
        staff {
          id
          name
        }
        service {
          id
          name
        }
      }
    }
  }
`);
