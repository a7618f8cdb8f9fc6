// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const GoalAttributeFields = graphql(`
  fragment GoalAttributeFields on GoalAttribute {
    id
    name
    fieldType
    options
    required
    description
    status
  }
`);

export const goalAttributeDocuments = {
  list: graphql(`
    query GoalAttributeList($page: PageInput, $filter: GoalAttributeFilter) {
      page: goalAttributes(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...GoalAttributeFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedGoalAttributeList($page: PageInput) {
      page: deletedGoalAttributes(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...GoalAttributeFields }
      }
    }
  `),
  one: graphql(`
    query GoalAttributeRecord($id: ID!) {
      record: goalAttribute(id: $id) { ...GoalAttributeFields }
    }
  `),
  create: graphql(`
    mutation CreateGoalAttribute($input: GoalAttributeInput!) {
      saved: createGoalAttribute(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateGoalAttribute($id: ID!, $input: GoalAttributeInput!) {
      saved: updateGoalAttribute(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteGoalAttribute($id: ID!, $redirectTo: String) {
      result: deleteGoalAttribute(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreGoalAttribute($ids: [ID!]!) {
      result: restoreGoalAttribute(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeGoalAttribute($ids: [ID!]!) {
      result: permanentlyDeleteGoalAttribute(ids: $ids) { ok message }
    }
  `),
};
