import { graphql } from '../../../gql';

export const StudentAssessmentFields = graphql(`
  fragment StudentAssessmentFields on StudentAssessment {
    id
    kind
    categoryId
    title
    assessedOn
    assessedById
    score
    maxScore
    status
    notes
    assessedBy {
      id
      name
    }
  }
`);
export const StudentAssessmentsQuery = graphql(`
  query StudentAssessments($studentId: ID!, $kind: String, $categoryId: ID) {
    rows: studentAssessments(studentId: $studentId, kind: $kind, categoryId: $categoryId) {
      ...StudentAssessmentFields
    }
  }
`);
export const StudentAssessmentQuery = graphql(`
  query StudentAssessmentRecord($id: ID!) {
    record: studentAssessment(id: $id) {
      ...StudentAssessmentFields
    }
  }
`);
export const CreateStudentAssessmentMutation = graphql(`
  mutation CreateStudentAssessment($studentId: ID!, $input: StudentAssessmentInput!) {
    saved: createStudentAssessment(studentId: $studentId, input: $input) {
      id
    }
  }
`);
export const UpdateStudentAssessmentMutation = graphql(`
  mutation UpdateStudentAssessment($id: ID!, $input: StudentAssessmentInput!) {
    saved: updateStudentAssessment(id: $id, input: $input) {
      id
    }
  }
`);
export const DeleteStudentAssessmentMutation = graphql(`
  mutation DeleteStudentAssessment($id: ID!) {
    result: deleteStudentAssessment(id: $id) {
      ok
      message
    }
  }
`);
export const AssessmentCategoryOptions = graphql(`
  query StudentAssessmentCategoryOptions {
    options: allAssessmentCategories {
      id
      name
    }
  }
`);
export const AssessorOptions = graphql(`
  query StudentAssessorOptions {
    options: allStaffs(page: { perPage: 100, sortBy: ASC, sortField: "name" }) {
      nodes {
        id
        name
      }
    }
  }
`);

export const AssessmentSheetFields = graphql(`
  fragment AssessmentSheetFields on StudentAssessmentSheet {
    id
    kind
    assessedOn
    assessedById
    method
    assessedBy {
      id
      name
    }
    items {
      item
      category
      rank
      notes
    }
    domains {
      domain
      level
      score
      maxScore
      notes
    }
    allergies
    medications {
      name
      dose
      schedule
    }
    conditions
    diet
    sleep
    physicianName
    physicianPhone
    seizureHistory
    notes
    updatedAt
  }
`);
export const PreferenceSheetQuery = graphql(`
  query PreferenceSheet($studentId: ID!) {
    sheet: studentPreferenceAssessment(studentId: $studentId) {
      ...AssessmentSheetFields
    }
  }
`);
export const SkillSheetQuery = graphql(`
  query SkillSheet($studentId: ID!) {
    sheet: studentSkillAssessment(studentId: $studentId) {
      ...AssessmentSheetFields
    }
  }
`);
export const HealthSheetQuery = graphql(`
  query HealthSheet($studentId: ID!) {
    sheet: studentHealthAssessment(studentId: $studentId) {
      ...AssessmentSheetFields
    }
  }
`);
export const UpdatePreferenceSheetMutation = graphql(`
  mutation UpdatePreferenceSheet($studentId: ID!, $input: PreferenceAssessmentInput!) {
    saved: updateStudentPreferenceAssessment(studentId: $studentId, input: $input) {
      id
    }
  }
`);
export const UpdateSkillSheetMutation = graphql(`
  mutation UpdateSkillSheet($studentId: ID!, $input: SkillAssessmentInput!) {
    saved: updateStudentSkillAssessment(studentId: $studentId, input: $input) {
      id
    }
  }
`);
export const UpdateHealthSheetMutation = graphql(`
  mutation UpdateHealthSheet($studentId: ID!, $input: HealthAssessmentInput!) {
    saved: updateStudentHealthAssessment(studentId: $studentId, input: $input) {
      id
    }
  }
`);
