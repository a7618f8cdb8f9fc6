import { graphql } from '../../../gql';

export const StudentAuthorizationFields = graphql(`
  fragment StudentAuthorizationFields on StudentAuthorization {
    id
    studentId
    funderId
    serviceId
    serviceLineId
    bcbaId
    authorizationNumber
    startDate
    endDate
    totalUnits
    unitsUsed
    unitMinutes
    frequency
    status
    notes
    copiedFromId
    unitsRemaining
    daysUntilEnd
    ended
    endingSoon
    lowUnits
    needsAttention
    funder {
      id
      name
    }
    service {
      id
      name
    }
    serviceLine {
      id
      name
    }
    bcba {
      id
      name
    }
    deletedAt
  }
`);

export const StudentAuthorizationsQuery = graphql(`
  query StudentAuthorizations($studentId: ID!) {
    rows: studentAuthorizations(studentId: $studentId) {
      ...StudentAuthorizationFields
    }
    deleted: deletedStudentAuthorizations(studentId: $studentId) {
      ...StudentAuthorizationFields
    }
  }
`);

export const StudentAuthorizationQuery = graphql(`
  query StudentAuthorization($id: ID!) {
    record: studentAuthorization(id: $id) {
      ...StudentAuthorizationFields
    }
  }
`);

export const AuthorizationServicesQuery = graphql(`
  query AuthorizationServices($authorizationId: ID!) {
    rows: studentAuthorizationServices(authorizationId: $authorizationId) {
      id
      serviceId
      billingCodeId
      totalUnits
      unitsUsed
      unitsRemaining
      rate
      service {
        id
        name
      }
      billingCode {
        id
        code
        description
      }
    }
    codes: studentAuthorizationBillingCodes(authorizationId: $authorizationId) {
      id
      code
      description
    }
  }
`);

export const CreateStudentAuthorizationMutation = graphql(`
  mutation CreateStudentAuthorization($studentId: ID!, $input: StudentAuthorizationInput!) {
    saved: createStudentAuthorization(studentId: $studentId, input: $input) {
      id
    }
  }
`);

export const CopyStudentAuthorizationMutation = graphql(`
  mutation CopyStudentAuthorization($studentId: ID!, $copyFromId: ID!, $input: StudentAuthorizationInput!) {
    saved: copyStudentAuthorization(studentId: $studentId, copyFromId: $copyFromId, input: $input) {
      id
    }
  }
`);

export const UpdateStudentAuthorizationMutation = graphql(`
  mutation UpdateStudentAuthorization($id: ID!, $input: StudentAuthorizationInput!) {
    saved: updateStudentAuthorization(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteStudentAuthorizationMutation = graphql(`
  mutation DeleteStudentAuthorization($id: ID!) {
    result: deleteStudentAuthorization(id: $id) {
      ok
      message
    }
  }
`);

export const RestoreStudentAuthorizationMutation = graphql(`
  mutation RestoreStudentAuthorization($ids: [ID!]!) {
    result: restoreStudentAuthorization(ids: $ids) {
      ok
      message
    }
  }
`);

export const PurgeStudentAuthorizationMutation = graphql(`
  mutation PurgeStudentAuthorization($ids: [ID!]!) {
    result: permanentlyDeleteStudentAuthorization(ids: $ids) {
      ok
      message
    }
  }
`);

export const SetAuthorizationServicesMutation = graphql(`
  mutation SetAuthorizationServices($authorizationId: ID!, $services: [AuthorizationServiceInput!]!) {
    saved: setStudentAuthorizationServices(authorizationId: $authorizationId, services: $services) {
      id
    }
  }
`);

export const AuthorizationFunderOptions = graphql(`
  query AuthorizationFunderOptions {
    options: allFunders {
      id
      name
    }
  }
`);

export const AuthorizationServiceOptions = graphql(`
  query AuthorizationServiceOptions {
    options: allServices {
      id
      name
    }
  }
`);

export const AuthorizationServiceLineOptions = graphql(`
  query AuthorizationServiceLineOptions {
    options: allServiceLines {
      id
      name
    }
  }
`);

export const AuthorizationBillingCodeOptions = graphql(`
  query AuthorizationBillingCodeOptions {
    options: allBillingCodes {
      id
      code
      description
    }
  }
`);

export const AuthorizationStaffOptions = graphql(`
  query AuthorizationStaffOptions {
    options: allStaffs(page: { perPage: 100, sortBy: ASC, sortField: "name" }) {
      nodes {
        id
        name
      }
    }
  }
`);
