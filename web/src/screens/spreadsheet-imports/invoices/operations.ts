import { graphql } from '../../../gql';

export const InvoiceImportList = graphql(`
  query InvoiceImportList($page: PageInput, $filter: ExcelImportLogFilter) {
    page: invoiceImports(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...ImportLogFields
      }
    }
  }
`);

export const UploadSpreadsheet = graphql(`
  mutation UploadSpreadsheet($area: String!, $kind: SpreadsheetImportKind!, $file: Upload!) {
    saved: uploadSpreadsheet(area: $area, kind: $kind, file: $file) {
      ...ImportLogFields
    }
  }
`);

export const ChooseImportSheet = graphql(`
  mutation ChooseImportSheet($id: ID!, $chosenSheet: String!) {
    saved: chooseImportSheet(id: $id, chosenSheet: $chosenSheet) {
      ...ImportLogFields
    }
  }
`);

export const CheckInvoiceSheet = graphql(`
  mutation CheckInvoiceSheet($sourceId: ID!) {
    check: checkInvoiceSheet(sourceId: $sourceId) {
      sourceId
      totalRows
      valid
      alreadyPresent
      rejected
      errors {
        row
        message
      }
    }
  }
`);

export const ImportInvoiceData = graphql(`
  mutation ImportInvoiceData($sourceId: ID!) {
    saved: importInvoiceData(sourceId: $sourceId) {
      ...ImportLogFields
    }
  }
`);

export const ImportInvoiceDoe = graphql(`
  mutation ImportInvoiceDoe($sourceId: ID!) {
    saved: importInvoiceDoe(sourceId: $sourceId) {
      ...ImportLogFields
    }
  }
`);

export const ImportInvoiceAba = graphql(`
  mutation ImportInvoiceAba($sourceId: ID!) {
    saved: importInvoiceAba(sourceId: $sourceId) {
      ...ImportLogFields
    }
  }
`);
