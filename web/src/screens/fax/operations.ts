import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { faxRecipientDocuments } from './operations.generated';

export const SentFaxFields = graphql(`
  fragment SentFaxFields on SentFax {
    id
    recipientName
    faxNumber
    studentName
    sessionDate
    coverNote
    status
    reason
    pages
    sentByName
    sentAt
    createdAt
  }
`);

export const SentFaxList = graphql(`
  query SentFaxList($page: PageInput, $filter: SentFaxFilter) {
    page: sentFaxes(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...SentFaxFields
      }
    }
  }
`);

export const CancelFaxMutation = graphql(`
  mutation CancelFax($id: ID!) {
    fax: cancelFax(id: $id) {
      ...SentFaxFields
    }
  }
`);

export const DeleteFaxMutation = graphql(`
  mutation DeleteFax($id: ID!) {
    result: deleteFax(id: $id) {
      ok
      message
    }
  }
`);

export const FaxDownloadQuery = graphql(`
  query FaxDownload($id: ID!) {
    download: faxDownload(id: $id) {
      url
      fileName
    }
  }
`);
