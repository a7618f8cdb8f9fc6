// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const PromptCodeFields = graphql(`
  fragment PromptCodeFields on PromptCode {
    id
    code
    name
    level
    description
    status
  }
`);

export const promptCodeDocuments = {
  list: graphql(`
    query PromptCodeList($page: PageInput, $filter: PromptCodeFilter) {
      page: promptCodes(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...PromptCodeFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedPromptCodeList($page: PageInput) {
      page: deletedPromptCodes(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...PromptCodeFields }
      }
    }
  `),
  one: graphql(`
    query PromptCodeRecord($id: ID!) {
      record: promptCode(id: $id) { ...PromptCodeFields }
    }
  `),
  create: graphql(`
    mutation CreatePromptCode($input: PromptCodeInput!) {
      saved: createPromptCode(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdatePromptCode($id: ID!, $input: PromptCodeInput!) {
      saved: updatePromptCode(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeletePromptCode($id: ID!, $redirectTo: String) {
      result: deletePromptCode(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestorePromptCode($ids: [ID!]!) {
      result: restorePromptCode(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgePromptCode($ids: [ID!]!) {
      result: permanentlyDeletePromptCode(ids: $ids) { ok message }
    }
  `),
};
