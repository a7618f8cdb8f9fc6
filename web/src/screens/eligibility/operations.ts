import { graphql } from '../../gql';

export const EligibilityCoverageFields = graphql(`
  fragment EligibilityCoverageFields on EligibilityCoverage {
    active
    planName
    groupNumber
    startDate
    endDate
    copay
    coinsurancePercent
    visitsRemaining
    unitsRemaining
    endingSoon
  }
`);

export const EligibilityCheckFields = graphql(`
  fragment EligibilityCheckFields on EligibilityCheck {
    id
    studentId
    studentName
    studentFunderId
    funderId
    funderName
    memberId
    serviceTypeCode
    batchId
    status
    message
    attempts
    requestedBy
    requestedAt
    checkedAt
    coverage {
      ...EligibilityCoverageFields
    }
  }
`);

export const EligibilityCheckList = graphql(`
  query EligibilityCheckList($page: PageInput, $filter: EligibilityCheckFilter) {
    page: eligibilityChecks(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...EligibilityCheckFields
      }
    }
  }
`);

/** Each of a student's funder memberships' newest check: the coverage shown on the student's funders. */
export const StudentCoverageQuery = graphql(`
  query StudentCoverage($studentId: ID!) {
    checks: eligibilityChecks(filter: { studentId: [$studentId], latest: true }, page: { perPage: 50 }) {
      nodes {
        ...EligibilityCheckFields
      }
    }
  }
`);

export const StoreEligibilityCheckMutation = graphql(`
  mutation StoreEligibilityCheck($input: EligibilityCheckInput!) {
    saved: storeEligibilityCheck(input: $input) {
      ...EligibilityCheckFields
    }
  }
`);

export const ResendEligibilityCheckMutation = graphql(`
  mutation ResendEligibilityCheck($id: ID!) {
    check: resendEligibilityCheck(id: $id) {
      ...EligibilityCheckFields
    }
  }
`);

export const EligibilityStudentOptions = graphql(`
  query EligibilityStudentOptions {
    options: clientList {
      id
      firstName
      lastName
    }
  }
`);

export const StudentMembershipOptions = graphql(`
  query StudentMembershipOptions($studentId: ID!) {
    options: studentFunders(studentId: $studentId) {
      id
      funderName
      priority
      memberId
      status
    }
  }
`);

export const EligibilityFunderOptions = graphql(`
  query EligibilityFunderOptions {
    options: allFunders {
      id
      name
    }
  }
`);

export const EligibilityBatchFields = graphql(`
  fragment EligibilityBatchFields on EligibilityBatch {
    id
    fileName
    total
    done
    active
    inactive
    failed
    rejected
    finished
    createdBy
    createdAt
    members {
      row
      memberId
      checkId
      studentId
      studentName
      funderName
      status
      message
      coverage {
        ...EligibilityCoverageFields
      }
    }
  }
`);

export const EligibilityBatchQuery = graphql(`
  query EligibilityBatch($id: ID!) {
    batches: eligibilityBatches(filter: { id: [$id] }, page: { perPage: 50 }) {
      nodes {
        ...EligibilityBatchFields
      }
    }
  }
`);

export const RecentEligibilityBatches = graphql(`
  query RecentEligibilityBatches {
    batches: eligibilityBatches(page: { perPage: 50 }) {
      nodes {
        id
        fileName
        total
        done
        failed
        rejected
        finished
        createdAt
      }
    }
  }
`);

export const UploadEligibilityBatchMutation = graphql(`
  mutation UploadEligibilityBatch($file: Upload!) {
    batch: uploadEligibilityBatch(file: $file) {
      ...EligibilityBatchFields
    }
  }
`);

export const EligibilityEnrolmentFields = graphql(`
  fragment EligibilityEnrolmentFields on EligibilityEnrolment {
    id
    studentId
    studentName
    studentFunderId
    funderId
    funderName
    memberId
    funderCode
    status
    message
    attempts
    submittedBy
    submittedAt
    respondedAt
  }
`);

export const EligibilityEnrolmentList = graphql(`
  query EligibilityEnrolmentList($page: PageInput, $filter: EligibilityEnrolmentFilter) {
    page: eligibilityEnrolments(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...EligibilityEnrolmentFields
      }
    }
  }
`);

export const CreateEligibilityEnrolmentMutation = graphql(`
  mutation CreateEligibilityEnrolment($input: EligibilityEnrolmentInput!) {
    saved: createEligibilityEnrolment(input: $input) {
      ...EligibilityEnrolmentFields
    }
  }
`);

export const CheckEligibilityEnrolmentQuery = graphql(`
  query CheckEligibilityEnrolment($id: ID!) {
    enrolment: eligibilityEnrolmentCheck(id: $id) {
      ...EligibilityEnrolmentFields
    }
  }
`);

export const ResendEligibilityEnrolmentMutation = graphql(`
  mutation ResendEligibilityEnrolment($id: ID!) {
    enrolment: resendEligibilityEnrolment(id: $id) {
      ...EligibilityEnrolmentFields
    }
  }
`);

export const LetaServiceTypesQuery = graphql(`
  query LetaServiceTypes {
    options: letaServiceTypes {
      id
      code
      name
      assigned
    }
  }
`);

export const AssignLetaServiceTypesMutation = graphql(`
  mutation AssignLetaServiceTypes($ids: [ID!]!) {
    types: assignLetaServiceTypes(serviceTypeIds: $ids) {
      id
      code
      name
      assigned
    }
  }
`);

export const RemoveLetaServiceTypesMutation = graphql(`
  mutation RemoveLetaServiceTypes($ids: [ID!]!) {
    types: removeLetaServiceTypes(serviceTypeIds: $ids) {
      id
      code
      name
      assigned
    }
  }
`);

export const LetaFunderFields = graphql(`
  fragment LetaFunderFields on LetaFunder {
    id
    code
    name
    funderId
    funderName
  }
`);

export const LetaFunderList = graphql(`
  query LetaFunderList($page: PageInput, $filter: LetaFunderFilter) {
    page: letaFunders(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...LetaFunderFields
      }
    }
  }
`);

export const AssignLetaFunderMutation = graphql(`
  mutation AssignLetaFunder($input: LetaFunderAssignInput!) {
    saved: assignLetaFunder(input: $input) {
      ...LetaFunderFields
    }
  }
`);

export const RemoveLetaFunderMutation = graphql(`
  mutation RemoveLetaFunder($letaFunderId: ID!) {
    letaFunder: removeLetaFunder(letaFunderId: $letaFunderId) {
      ...LetaFunderFields
    }
  }
`);
