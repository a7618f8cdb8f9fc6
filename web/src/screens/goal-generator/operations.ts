import { graphql } from '../../gql';
// The template list's common documents are written from resource.ts by `npm run codegen`.
export { conversionTemplateDocuments } from './operations.generated';

export const AllConversionTemplates = graphql(`
  query AllConversionTemplates {
    templates: allConversionTemplates {
      ...ConversionTemplateFields
    }
  }
`);

export const GoalClientFileFields = graphql(`
  fragment GoalClientFileFields on GoalClientFile {
    id
    code
    kind
    sourceName
    templateName
    rowCount
    students
    createdBy
    createdAt
    layout {
      name
      studentMarker
      skillAreaMarker
      goalMarker
      targetMarker
      studentColumn
      skillAreaColumn
      goalColumn
      targetColumn
    }
  }
`);

export const GoalClientFileList = graphql(`
  query GoalClientFileList($page: PageInput, $filter: GoalClientFileFilter) {
    page: goalClientFiles(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...GoalClientFileFields
      }
    }
  }
`);

export const GoalClientFileRecord = graphql(`
  query GoalClientFileRecord($id: ID!) {
    file: goalClientFile(id: $id) {
      ...GoalClientFileFields
      rows {
        student
        skillArea
        goal
        target
      }
    }
    checks: goalClientFileChecks(fileId: $id) {
      row
      field
      value
      message
    }
  }
`);

export const ConvertDocToExcel = graphql(`
  mutation ConvertDocToExcel($file: Upload!, $templateUId: ID!, $studentName: String) {
    converted: convertDocToExcel(file: $file, templateUId: $templateUId, studentName: $studentName) {
      ...GoalClientFileFields
    }
  }
`);

export const ConvertDocToExcelV2 = graphql(`
  mutation ConvertDocToExcelV2($file: Upload!, $templateUId: ID!) {
    converted: convertDocToExcelV2(file: $file, templateUId: $templateUId) {
      ...GoalClientFileFields
    }
  }
`);

export const ConvertExcelToDoc = graphql(`
  mutation ConvertExcelToDoc($file: Upload!, $templateUId: ID!) {
    converted: convertExcelToDoc(file: $file, templateUId: $templateUId) {
      ...GoalClientFileFields
    }
  }
`);

export const UpdateGoalClientFile = graphql(`
  mutation UpdateGoalClientFile($id: ID!, $rows: [ConvertedGoalRowInput!]!) {
    saved: updateGoalClientFile(id: $id, rows: $rows) {
      ...GoalClientFileFields
      rows {
        student
        skillArea
        goal
        target
      }
    }
  }
`);

export const DeleteGoalClientFile = graphql(`
  mutation DeleteGoalClientFile($id: ID!, $redirectTo: String) {
    result: deleteGoalClientFile(id: $id, redirectTo: $redirectTo) {
      ok
      message
    }
  }
`);

export const ConvertedXlsxDownload = graphql(`
  mutation ConvertedXlsxDownload($id: ID!) {
    download: convertedXlsxDownload(id: $id) {
      url
      fileName
    }
  }
`);

export const ConvertedDocxDownload = graphql(`
  mutation ConvertedDocxDownload($id: ID!) {
    download: convertedDocxDownload(id: $id) {
      url
      fileName
    }
  }
`);
