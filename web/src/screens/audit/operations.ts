import { graphql } from '../../gql';

// What a row of the trail shows: ids and codes only, as the gateway records them.
export const AuditRecordFields = graphql(`
  fragment AuditRecordFields on AuditRecord {
    seq
    at
    userId
    role
    operation
    operationType
    studentIds
    studentCount
    changed
    outcome
    requestId
  }
`);

export const AuditTrailQuery = graphql(`
  query AuditTrail($filter: AuditTrailFilter, $page: PageInput) {
    page: auditTrail(filter: $filter, page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...AuditRecordFields
      }
    }
  }
`);

export const StudentAuditTrailQuery = graphql(`
  query StudentAuditTrail($studentId: ID!, $filter: AuditTrailFilter, $page: PageInput) {
    page: studentAuditTrail(studentId: $studentId, filter: $filter, page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...AuditRecordFields
      }
    }
  }
`);

export const ExportAuditTrailMutation = graphql(`
  mutation ExportAuditTrail($filter: AuditTrailFilter) {
    download: exportAuditTrail(filter: $filter) {
      url
      fileName
    }
  }
`);

export const ExportStudentAuditTrailMutation = graphql(`
  mutation ExportStudentAuditTrail($studentId: ID!, $filter: AuditTrailFilter) {
    download: exportStudentAuditTrail(studentId: $studentId, filter: $filter) {
      url
      fileName
    }
  }
`);

/** The people the trail names, for its user filter and to put a name to a user id. */
export const AuditUserOptions = graphql(`
  query AuditUserOptions {
    options: allUsers {
      id
      name
      userType
    }
  }
`);

/** The practice's students, for the student filter and to put a name to a student id. */
export const AuditStudentOptions = graphql(`
  query AuditStudentOptions {
    options: clientList {
      id
      firstName
      lastName
    }
  }
`);
