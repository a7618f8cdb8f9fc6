// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../../gql';

export const ChecklistMasterFields = graphql(`
  fragment ChecklistMasterFields on ChecklistMaster {
    id
    name
    appliesTo
    description
    status
  }
`);

export const checklistMasterDocuments = {
  list: graphql(`
    query ChecklistMasterList($page: PageInput, $filter: ChecklistMasterFilter) {
      page: checklistMasters(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...ChecklistMasterFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedChecklistMasterList($page: PageInput) {
      page: deletedChecklistMasters(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...ChecklistMasterFields }
      }
    }
  `),
  one: graphql(`
    query ChecklistMasterRecord($id: ID!) {
      record: checklistMaster(id: $id) { ...ChecklistMasterFields }
    }
  `),
  create: graphql(`
    mutation CreateChecklistMaster($input: ChecklistMasterInput!) {
      saved: createChecklistMaster(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateChecklistMaster($id: ID!, $input: ChecklistMasterInput!) {
      saved: updateChecklistMaster(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteChecklistMaster($id: ID!, $redirectTo: String) {
      result: deleteChecklistMaster(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreChecklistMaster($ids: [ID!]!) {
      result: restoreChecklistMaster(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeChecklistMaster($ids: [ID!]!) {
      result: permanentlyDeleteChecklistMaster(ids: $ids) { ok message }
    }
  `),
};
