// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const BehaviorCategoryFields = graphql(`
  fragment BehaviorCategoryFields on BehaviorCategory {
    id
    name
    behaviorType
    measurement
    definition
    status
  }
`);

export const behaviorCategoryDocuments = {
  list: graphql(`
    query BehaviorCategoryList($page: PageInput, $filter: BehaviorCategoryFilter) {
      page: behaviorCategories(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...BehaviorCategoryFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedBehaviorCategoryList($page: PageInput) {
      page: deletedBehaviorCategories(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...BehaviorCategoryFields }
      }
    }
  `),
  one: graphql(`
    query BehaviorCategoryRecord($id: ID!) {
      record: behaviorCategory(id: $id) { ...BehaviorCategoryFields }
    }
  `),
  create: graphql(`
    mutation CreateBehaviorCategory($input: BehaviorCategoryInput!) {
      saved: createBehaviorCategory(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateBehaviorCategory($id: ID!, $input: BehaviorCategoryInput!) {
      saved: updateBehaviorCategory(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteBehaviorCategory($id: ID!, $redirectTo: String) {
      result: deleteBehaviorCategory(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreBehaviorCategory($ids: [ID!]!) {
      result: restoreBehaviorCategory(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeBehaviorCategory($ids: [ID!]!) {
      result: permanentlyDeleteBehaviorCategory(ids: $ids) { ok message }
    }
  `),
};
