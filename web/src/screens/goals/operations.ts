// The goal screens' documents: the fields fragment (the common list, record and write documents are written from
// documents.ts by `npm run codegen`), the tree, the pickers, mass edit and delete, and the checked import.
import { graphql } from '../../gql';
export { goalDocuments } from './operations.generated';

export const GoalTree = graphql(`
  query GoalTree($id: ID!) {
    goal(id: $id) {
      ...GoalFields
      subGoals {
        ...GoalFields
      }
    }
  }
`);

export const GoalStudentOptions = graphql(`
  query GoalStudentOptions {
    options: clientList {
      id
      firstName
      lastName
    }
  }
`);

export const GoalSkillAreaOptions = graphql(`
  query GoalSkillAreaOptions {
    options: skillAreaList {
      id
      name
    }
  }
`);

export const GoalAttributeOptions = graphql(`
  query GoalAttributeOptions {
    attributes: goalAttributeDropdown {
      id
      name
      fieldType
      options
      required
    }
  }
`);

export const GoalDropdownFilter = graphql(`
  query GoalDropdownFilter {
    massGoalDropdownFilter {
      students {
        id
        name
      }
      skillAreas {
        id
        name
      }
      recordingTypes
      progressStatuses
    }
  }
`);

export const ParentGoalOptions = graphql(`
  query ParentGoalOptions($studentId: ID) {
    options: parentGoals(studentId: $studentId) {
      id
      name
      student {
        id
        firstName
        lastName
      }
    }
  }
`);

export const MassDeleteGoals = graphql(`
  mutation MassDeleteGoals($ids: [ID!]!) {
    result: massDeleteGoals(ids: $ids) {
      ok
      message
      count
    }
  }
`);

export const MassEditGoals = graphql(`
  mutation MassEditGoals($ids: [ID!]!, $input: GoalMassEditInput!) {
    result: massEditGoals(ids: $ids, input: $input) {
      ok
      message
      count
    }
  }
`);

export const ExportGoals = graphql(`
  mutation ExportGoals($page: PageInput, $filter: GoalFilter) {
    download: exportGoals(page: $page, filter: $filter) {
      url
      fileName
    }
  }
`);

export const CheckGoalImport = graphql(`
  mutation CheckGoalImport($file: Upload!) {
    check: checkGoalImport(file: $file) {
      fileName
      rows
      validRows
      invalidRows
      duplicateRows
      problems {
        row
        column
        value
        message
        suggestion
      }
    }
  }
`);

export const ImportGoals = graphql(`
  mutation ImportGoals($file: Upload!) {
    job: importGoals(file: $file) {
      ...GoalImportFields
    }
  }
`);

export const GoalImportFields = graphql(`
  fragment GoalImportFields on GoalImport {
    id
    fileName
    status
    total
    processed
    imported
    skipped
    rejected
    importedBy
    createdAt
    finishedAt
  }
`);

export const GoalImportStatus = graphql(`
  query GoalImportStatus($importId: ID!) {
    job: goalImportStatus(importId: $importId) {
      ...GoalImportFields
    }
  }
`);

export const GoalImportList = graphql(`
  query GoalImportList($page: PageInput, $filter: GoalImportFilter) {
    page: goalImports(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...GoalImportFields
      }
    }
  }
`);

export const GoalImportRowList = graphql(`
  query GoalImportRowList($page: PageInput, $filter: GoalImportRowFilter) {
    page: goalImportRows(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id: goalId
        goalId
        importId
        studentName
        skillArea
        goalName
        parentGoalName
        targetNames
        recordingType
        importedAt
      }
    }
  }
`);

export const StudentTargetPlaylists = graphql(`
  query StudentTargetPlaylists($studentId: ID!) {
    page: goals(filter: { studentId: $studentId }, page: { perPage: 500, sortBy: ASC, sortField: "id" }) {
      nodes {
        id
        name
        parentId
        progressStatus
        targetCount
        skillArea {
          id
          name
        }
      }
    }
  }
`);
