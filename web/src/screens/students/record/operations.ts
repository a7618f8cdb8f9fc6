import { graphql } from '../../../gql';

export const StudentAvailabilityQuery = graphql(`
  query StudentAvailability($studentId: ID!) {
    rows: studentAvailability(studentId: $studentId) {
      id
      dayOfWeek
      startTime
      endTime
      location
    }
  }
`);
export const SaveStudentAvailabilityMutation = graphql(`
  mutation SaveStudentAvailability($studentId: ID!, $slots: [StudentAvailabilitySlotInput!]!) {
    saved: saveStudentAvailability(studentId: $studentId, slots: $slots) {
      id
    }
  }
`);

export const StudentStaffQuery = graphql(`
  query StudentStaff($studentId: ID!) {
    rows: studentStaff(studentId: $studentId) {
      id
      staffId
      staffName
      role
      startDate
      endDate
      isPrimary
      current
      notes
      staff {
        id
        name
        email
      }
    }
    former: studentFormerStaff(studentId: $studentId) {
      id
      staffId
      staffName
      role
      startDate
      endDate
      isPrimary
      current
      notes
    }
    assignable: studentAssignableStaff(studentId: $studentId) {
      id
      name
    }
  }
`);
export const AssignStudentStaffMutation = graphql(`
  mutation AssignStudentStaff($studentId: ID!, $staffId: ID!, $input: StudentStaffAssignmentInput) {
    saved: assignStudentStaff(studentId: $studentId, staffId: $staffId, input: $input) {
      id
    }
  }
`);
export const UpdateStudentStaffMutation = graphql(`
  mutation UpdateStudentStaffAssignment($id: ID!, $input: StudentStaffAssignmentInput!) {
    saved: updateStudentStaffAssignment(id: $id, input: $input) {
      id
    }
  }
`);
export const UnassignStudentStaffMutation = graphql(`
  mutation UnassignStudentStaff($id: ID!) {
    result: unassignStudentStaff(id: $id) {
      ok
      message
    }
  }
`);

export const StudentSettingsQuery = graphql(`
  query StudentSettings($studentId: ID!) {
    rows: studentSettings(studentId: $studentId) {
      key
      label
      type
      options
      value
    }
  }
`);
export const SaveStudentSettingsMutation = graphql(`
  mutation SaveStudentSettings($studentId: ID!, $settings: [StudentSettingInput!]!) {
    saved: saveStudentSettings(studentId: $studentId, settings: $settings) {
      key
      value
    }
  }
`);

export const StudentFundersQuery = graphql(`
  query StudentFunders($studentId: ID!) {
    rows: studentFunders(studentId: $studentId) {
      id
      studentId
      funderId
      funderName
      priority
      memberId
      groupNumber
      policyHolder
      policyHolderRelationship
      startDate
      endDate
      copay
      serviceLineIds
      status
      funder {
        id
        name
      }
      serviceLines {
        id
        name
      }
    }
  }
`);
export const StudentFunderQuery = graphql(`
  query StudentFunderRecord($id: ID!) {
    record: studentFunder(id: $id) {
      id
      funderId
      priority
      memberId
      groupNumber
      policyHolder
      policyHolderRelationship
      startDate
      endDate
      copay
      serviceLineIds
      status
    }
  }
`);
export const StudentFunderServiceLinesQuery = graphql(`
  query StudentFunderServiceLines($studentId: ID!, $funderId: ID!) {
    lines: studentFunderServiceLines(studentId: $studentId, funderId: $funderId) {
      id
      name
    }
  }
`);
export const AddStudentFunderMutation = graphql(`
  mutation AddStudentFunder($studentId: ID!, $input: StudentFunderInput!) {
    saved: addStudentFunder(studentId: $studentId, input: $input) {
      id
    }
  }
`);
export const UpdateStudentFunderMutation = graphql(`
  mutation UpdateStudentFunder($id: ID!, $input: StudentFunderInput!) {
    saved: updateStudentFunder(id: $id, input: $input) {
      id
    }
  }
`);
export const RemoveStudentFunderMutation = graphql(`
  mutation RemoveStudentFunder($id: ID!) {
    result: removeStudentFunder(id: $id) {
      ok
      message
    }
  }
`);
export const FunderOptions = graphql(`
  query StudentFunderFunderOptions {
    options: allFunders {
      id
      name
    }
  }
`);
export const ServiceLineOptions = graphql(`
  query StudentFunderServiceLineOptions {
    options: allServiceLines {
      id
      name
    }
  }
`);

export const StudentFilesQuery = graphql(`
  query StudentFiles($studentId: ID!, $folder: String, $page: PageInput) {
    page: studentFiles(studentId: $studentId, folder: $folder, page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        studentId
        name
        fileName
        folder
        mimeType
        size
        createdAt
      }
    }
  }
`);
export const UnassignedFilesQuery = graphql(`
  query UnassignedStudentFiles($page: PageInput) {
    page: unassignedStudentFiles(page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        studentId
        name
        fileName
        folder
        mimeType
        size
        createdAt
      }
    }
  }
`);
export const RenameStudentFileMutation = graphql(`
  mutation RenameStudentFile($id: ID!, $name: String!) {
    saved: renameStudentFile(id: $id, name: $name) {
      id
      name
    }
  }
`);
export const MoveStudentFilesMutation = graphql(`
  mutation MoveStudentFiles($ids: [ID!]!, $folder: String) {
    saved: moveStudentFiles(ids: $ids, folder: $folder) {
      id
      folder
    }
  }
`);
export const CopyStudentFilesMutation = graphql(`
  mutation CopyStudentFiles($ids: [ID!]!, $studentId: ID!, $folder: String) {
    saved: copyStudentFiles(ids: $ids, studentId: $studentId, folder: $folder) {
      id
    }
  }
`);
export const DeleteStudentFilesMutation = graphql(`
  mutation DeleteStudentFiles($ids: [ID!]!) {
    saved: deleteStudentFiles(ids: $ids) {
      id
    }
  }
`);
export const UnassignStudentFilesMutation = graphql(`
  mutation UnassignStudentFiles($ids: [ID!]!) {
    saved: unassignStudentFiles(ids: $ids) {
      id
    }
  }
`);
export const AssignStudentFilesMutation = graphql(`
  mutation AssignStudentFiles($ids: [ID!]!, $studentId: ID!, $folder: String) {
    saved: assignStudentFiles(ids: $ids, studentId: $studentId, folder: $folder) {
      id
    }
  }
`);
export const CopyTargetStudentsQuery = graphql(`
  query CopyTargetStudents {
    students: clientList {
      id
      name
    }
  }
`);
