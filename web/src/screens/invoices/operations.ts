import { graphql } from '../../gql';

export const InvoiceLineFields = graphql(`
  fragment InvoiceLineFields on InvoiceLine {
    id: sessionId
    date
    studentId
    studentName
    staffName
    serviceName
    funderId
    funderName
    cptCode
    modifiers
    startTime
    endTime
    minutes
    unitMinutes
    units
    rate
    amount
  }
`);

export const InvoiceTotalsFields = graphql(`
  fragment InvoiceTotalsFields on InvoiceTotals {
    sessions
    units
    amount
    byFunder {
      funderId
      funderName
      sessions
      units
      amount
    }
  }
`);

export const InvoiceFields = graphql(`
  fragment InvoiceFields on Invoice {
    id
    number
    kind
    studentId
    studentName
    funderId
    funderName
    monthYear
    url
    fileName
    createdAt
    createdByName
    totals {
      sessions
      units
      amount
    }
  }
`);

export const InvoiceFilterOptionsQuery = graphql(`
  query InvoiceFilterOptions {
    options: invoiceReportFilterOptions {
      students {
        id
        name
      }
      services {
        id
        name
      }
      staff {
        id
        name
      }
      funders {
        id
        name
      }
      months
    }
  }
`);

export const InvoicePreviewQuery = graphql(`
  query InvoicePreview($filter: InvoiceReportFilter!) {
    lines: invoiceReport(filter: $filter, page: { perPage: 500, sortBy: ASC }) {
      pageInfo {
        total
      }
      nodes {
        ...InvoiceLineFields
      }
    }
    totals: invoiceReportTotals(filter: $filter) {
      ...InvoiceTotalsFields
    }
  }
`);

export const InvoiceReportList = graphql(`
  query InvoiceReportList($page: PageInput, $filter: InvoiceReportFilter) {
    page: invoiceReport(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...InvoiceLineFields
      }
    }
  }
`);

export const InvoiceReportTotalsQuery = graphql(`
  query InvoiceReportTotals($filter: InvoiceReportFilter) {
    totals: invoiceReportTotals(filter: $filter) {
      ...InvoiceTotalsFields
    }
  }
`);

export const ExportInvoiceReportMutation = graphql(`
  mutation ExportInvoiceReport($filter: InvoiceReportFilter) {
    download: exportInvoiceReport(filter: $filter) {
      url
      fileName
    }
  }
`);

export const BlankInvoiceList = graphql(`
  query BlankInvoiceList($page: PageInput, $filter: InvoiceListFilter) {
    page: blankInvoices(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...InvoiceFields
      }
    }
  }
`);

export const DoeInvoiceList = graphql(`
  query DoeInvoiceList($page: PageInput, $filter: InvoiceListFilter) {
    page: doeInvoices(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...InvoiceFields
      }
    }
  }
`);

export const AbaInvoiceList = graphql(`
  query AbaInvoiceList($page: PageInput, $filter: InvoiceListFilter) {
    page: abaInvoices(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...InvoiceFields
      }
    }
  }
`);

export const CreateInvoicePdfMutation = graphql(`
  mutation CreateInvoicePdf($input: InvoicePdfInput!) {
    invoice: createInvoicePdf(input: $input) {
      ...InvoiceFields
    }
  }
`);

export const CreateAbaInvoicePdfMutation = graphql(`
  mutation CreateAbaInvoicePdf($input: InvoiceInput!) {
    invoice: createAbaInvoicePdf(input: $input) {
      ...InvoiceFields
    }
  }
`);

export const CreateSetssInvoicePdfMutation = graphql(`
  mutation CreateSetssInvoicePdf($input: InvoiceInput!) {
    invoice: createSetssInvoicePdf(input: $input) {
      ...InvoiceFields
    }
  }
`);
