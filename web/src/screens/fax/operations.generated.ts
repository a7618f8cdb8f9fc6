// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const FaxRecipientFields = graphql(`
  fragment FaxRecipientFields on FaxRecipient {
    id
    name
    faxNumber
    organization
    notes
  }
`);

export const faxRecipientDocuments = {
  list: graphql(`
    query FaxRecipientList($page: PageInput) {
      page: faxRecipients(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...FaxRecipientFields }
      }
    }
  `),
  one: graphql(`
    query FaxRecipientRecord($id: ID!) {
      record: faxRecipient(id: $id) { ...FaxRecipientFields }
    }
  `),
  create: graphql(`
    mutation CreateFaxRecipient($input: FaxRecipientInput!) {
      saved: createFaxRecipient(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateFaxRecipient($id: ID!, $input: FaxRecipientInput!) {
      saved: updateFaxRecipient(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteFaxRecipient($id: ID!, $redirectTo: String) {
      result: deleteFaxRecipient(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
};
