import { graphql } from '../../gql';

export const KareoImportFields = graphql(`
  fragment KareoImportFields on KareoImport {
    id
    fileName
    status
    total
    processed
    imported
    skipped
    rejected
    errors {
      row
      message
    }
    importedBy
    createdAt
    finishedAt
  }
`);

export const ImportKareoData = graphql(`
  mutation ImportKareoData($file: Upload!) {
    job: importKareoData(file: $file) {
      ...KareoImportFields
    }
  }
`);

export const KareoImportStatus = graphql(`
  query KareoImportStatus($importId: ID!) {
    job: kareoImportStatus(importId: $importId) {
      ...KareoImportFields
    }
  }
`);

export const KareoImportList = graphql(`
  query KareoImportList($page: PageInput, $filter: KareoImportFilter) {
    page: kareoImports(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...KareoImportFields
      }
    }
  }
`);

export const KareoChargeList = graphql(`
  query KareoChargeList($page: PageInput, $filter: KareoImportRowFilter) {
    page: kareoImportRows(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        importId
        encounterId
        patientName
        providerName
        funderName
        serviceDate
        procedureCode
        modifiers
        units
        chargeAmount
      }
    }
  }
`);

export const KareoFilterOptions = graphql(`
  query KareoFilterOptions {
    options: kareoImportDropdownFilter {
      patients
      providers
      funders
      procedureCodes
    }
  }
`);

export const ExportKareoCharges = graphql(`
  mutation ExportKareoCharges($page: PageInput, $filter: KareoImportRowFilter, $format: ExportFormat) {
    download: exportKareoImportRows(page: $page, filter: $filter, format: $format) {
      url
      fileName
    }
  }
`);
