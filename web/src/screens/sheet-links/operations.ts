import { graphql } from '../../gql';

export const SheetLinkFields = graphql(`
  fragment SheetLinkFields on SheetLink {
    id
    name
    sheetUrl
    sheetName
    schedule
    status
    lastRunAt
    lastRunStatus
    lastRowsIn
    lastRowsFailed
    nextRunAt
  }
`);

export const SheetLinkList = graphql(`
  query SheetLinkList($page: PageInput, $filter: SheetLinkFilter) {
    page: sheetLinks(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...SheetLinkFields
      }
    }
  }
`);

export const SheetLinkRecord = graphql(`
  query SheetLinkRecord($id: ID!) {
    record: sheetLink(id: $id) {
      ...SheetLinkFields
    }
  }
`);

export const CreateSheetLink = graphql(`
  mutation CreateSheetLink($input: SheetLinkInput!) {
    saved: createSheetLink(input: $input) {
      id
    }
  }
`);

export const UpdateSheetLink = graphql(`
  mutation UpdateSheetLink($id: ID!, $input: SheetLinkInput!) {
    saved: updateSheetLink(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteSheetLink = graphql(`
  mutation DeleteSheetLink($id: ID!, $redirectTo: String) {
    result: deleteSheetLink(id: $id, redirectTo: $redirectTo) {
      ok
      message
    }
  }
`);

export const RunSheetLink = graphql(`
  mutation RunSheetLink($id: ID!) {
    run: runSheetLink(id: $id) {
      sheetLinkId
      startedAt
      finishedAt
      status
      rowsIn
      rowsFailed
      errors {
        row
        message
      }
    }
  }
`);
