import { graphql } from '../../../gql';

export const StudentProgramFields = graphql(`
  fragment StudentProgramFields on StudentProgram {
    id
    categoryId
    categoryName
    name
    description
    targetType
    status
    masteryCriteria
    staffIds
    startDate
    masteredOn
    targetCount
    masteredTargetCount
    staff {
      id
      name
    }
  }
`);
export const StudentProgramsQuery = graphql(`
  query StudentPrograms($studentId: ID!) {
    rows: studentPrograms(studentId: $studentId) {
      ...StudentProgramFields
    }
    tree: studentProgramTree(studentId: $studentId) {
      categories {
        id
        name
        programs {
          id
          name
          status
          targets {
            id
            name
            status
          }
        }
      }
    }
  }
`);
export const StudentProgramsInCategoryQuery = graphql(`
  query StudentProgramsInCategory($studentId: ID!, $categoryId: ID!) {
    rows: studentProgramsInCategory(studentId: $studentId, categoryId: $categoryId) {
      ...StudentProgramFields
      targets {
        id
        programId
        name
        description
        status
        masteryCriteria
        introducedOn
        masteredOn
      }
    }
  }
`);
export const StudentTargetsQuery = graphql(`
  query StudentTargetList($studentId: ID!, $status: String) {
    rows: studentTargets(studentId: $studentId, status: $status) {
      id
      programId
      name
      description
      status
      masteryCriteria
      introducedOn
      masteredOn
    }
    programs: studentPrograms(studentId: $studentId) {
      id
      name
      categoryName
    }
  }
`);
export const ProgramPlaylistQuery = graphql(`
  query StudentProgramPlaylist($studentId: ID!, $programId: ID!) {
    playlist: studentProgramPlaylist(studentId: $studentId, programId: $programId) {
      programId
      items {
        position
        targetId
        target {
          id
          name
          status
        }
      }
    }
  }
`);
export const UpdatePlaylistMutation = graphql(`
  mutation UpdateStudentProgramPlaylist($studentId: ID!, $programId: ID!, $targetIds: [ID!]!) {
    saved: updateStudentProgramPlaylist(studentId: $studentId, programId: $programId, targetIds: $targetIds) {
      programId
    }
  }
`);
export const CreateStudentProgramMutation = graphql(`
  mutation CreateStudentProgram($studentId: ID!, $input: StudentProgramInput!) {
    saved: createStudentProgram(studentId: $studentId, input: $input) {
      id
    }
  }
`);
export const UpdateStudentProgramMutation = graphql(`
  mutation UpdateStudentProgram($id: ID!, $input: StudentProgramInput!) {
    saved: updateStudentProgram(id: $id, input: $input) {
      id
    }
  }
`);
export const DeleteStudentProgramMutation = graphql(`
  mutation DeleteStudentProgram($id: ID!) {
    result: deleteStudentProgram(id: $id) {
      ok
      message
    }
  }
`);
export const ExportStudentProgramsMutation = graphql(`
  mutation ExportStudentPrograms($studentId: ID!) {
    download: exportStudentPrograms(studentId: $studentId) {
      url
      fileName
    }
  }
`);
export const ImportStudentProgramsMutation = graphql(`
  mutation ImportStudentPrograms($studentId: ID!, $file: Upload!) {
    summary: importStudentPrograms(studentId: $studentId, file: $file) {
      imported
      rejected
      errors {
        row
        message
      }
    }
  }
`);
export const CreateStudentTargetMutation = graphql(`
  mutation CreateStudentTarget($programId: ID!, $input: StudentTargetInput!) {
    saved: createStudentTarget(programId: $programId, input: $input) {
      id
    }
  }
`);
export const UpdateStudentTargetMutation = graphql(`
  mutation UpdateStudentTarget($id: ID!, $input: StudentTargetInput!) {
    saved: updateStudentTarget(id: $id, input: $input) {
      id
    }
  }
`);
export const DeleteStudentTargetMutation = graphql(`
  mutation DeleteStudentTarget($id: ID!) {
    result: deleteStudentTarget(id: $id) {
      ok
      message
    }
  }
`);
export const ProgramCategoryOptions = graphql(`
  query StudentProgramCategoryOptions {
    options: programCategories(page: { perPage: 500, sortBy: ASC, sortField: "name" }) {
      nodes {
        id
        name
      }
    }
  }
`);
export const ProgramStaffOptions = graphql(`
  query StudentProgramStaffOptions {
    options: allStaffs(page: { perPage: 100, sortBy: ASC, sortField: "name" }) {
      nodes {
        id
        name
      }
    }
  }
`);
