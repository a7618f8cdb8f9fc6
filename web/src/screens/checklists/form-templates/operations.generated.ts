// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../../gql';

export const ChecklistFormTemplateFields = graphql(`
  fragment ChecklistFormTemplateFields on ChecklistFormTemplate {
    id
    name
    checklistMasterId
    dynamicFieldIds
    description
    status
    checklistMaster { id name }
    dynamicFields { id name }
  }
`);

export const checklistFormTemplateDocuments = {
  list: graphql(`
    query ChecklistFormTemplateList($page: PageInput, $filter: ChecklistFormTemplateFilter) {
      page: checklistFormTemplates(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...ChecklistFormTemplateFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedChecklistFormTemplateList($page: PageInput) {
      page: deletedChecklistFormTemplates(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...ChecklistFormTemplateFields }
      }
    }
  `),
  one: graphql(`
    query ChecklistFormTemplateRecord($id: ID!) {
      record: checklistFormTemplate(id: $id) { ...ChecklistFormTemplateFields }
    }
  `),
  create: graphql(`
    mutation CreateChecklistFormTemplate($input: ChecklistFormTemplateInput!) {
      saved: createChecklistFormTemplate(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateChecklistFormTemplate($id: ID!, $input: ChecklistFormTemplateInput!) {
      saved: updateChecklistFormTemplate(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteChecklistFormTemplate($id: ID!, $redirectTo: String) {
      result: deleteChecklistFormTemplate(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreChecklistFormTemplate($ids: [ID!]!) {
      result: restoreChecklistFormTemplate(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeChecklistFormTemplate($ids: [ID!]!) {
      result: permanentlyDeleteChecklistFormTemplate(ids: $ids) { ok message }
    }
  `),
};
