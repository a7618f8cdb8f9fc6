import { graphql } from '../../../gql';

export const ImportLogFields = graphql(`
  fragment ImportLogFields on ExcelImportLog {
    id
    area
    kind
    fileName
    fileType
    sheets
    chosenSheet
    status
    totalRows
    processedRows
    imported
    alreadyPresent
    rejected
    errors {
      row
      message
    }
    uploadedBy
    createdAt
    startedAt
    finishedAt
  }
`);

export const ImportLogList = graphql(`
  query ImportLogList($page: PageInput, $filter: ExcelImportLogFilter) {
    page: importLogs(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...ImportLogFields
      }
    }
  }
`);

export const ExportImportLog = graphql(`
  mutation ExportImportLog($page: PageInput, $filter: ExcelImportLogFilter) {
    download: exportImportLog(page: $page, filter: $filter) {
      url
      fileName
    }
  }
`);

export const ImportLogDetail = graphql(`
  query ImportLogDetail($id: ID!) {
    record: excelImportLog(id: $id) {
      ...ImportLogFields
    }
  }
`);

export const ImportedRowList = graphql(`
  query ImportedRowList($sourceId: ID!, $page: PageInput, $filter: ImportedRowFilter) {
    page: invoiceImportRows(excelImportLogId: $sourceId, page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        row
        outcome
        studentName
        date
        startTime
        endTime
        service
        sessionId
        message
      }
    }
  }
`);

export const ImportErrorSheet = graphql(`
  mutation ImportErrorSheet($sourceId: ID!) {
    download: importErrorSheet(sourceId: $sourceId) {
      url
      fileName
    }
  }
`);

export const ImportAreas = graphql(`
  query ImportAreas {
    areas: importAreas {
      name
      kinds {
        kind
        columns
      }
    }
  }
`);
