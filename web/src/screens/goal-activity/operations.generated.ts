// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const GoalActivityFields = graphql(`
  fragment GoalActivityFields on GoalActivity {
    id
    sessionName
    description
    skillAreaId
    skillAreaName
    targetName
    status
  }
`);

export const goalActivityDocuments = {
  list: graphql(`
    query GoalActivityList($page: PageInput, $filter: GoalActivityFilter) {
      page: goalActivities(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...GoalActivityFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedGoalActivityList($page: PageInput) {
      page: deletedGoalActivities(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...GoalActivityFields }
      }
    }
  `),
  one: graphql(`
    query GoalActivityRecord($id: ID!) {
      record: goalActivity(id: $id) { ...GoalActivityFields }
    }
  `),
  create: graphql(`
    mutation CreateGoalActivity($input: GoalActivityInput!) {
      saved: createGoalActivity(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateGoalActivity($id: ID!, $input: GoalActivityInput!) {
      saved: updateGoalActivity(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteGoalActivity($id: ID!, $redirectTo: String) {
      result: deleteGoalActivity(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreGoalActivity($ids: [ID!]!) {
      result: restoreGoalActivity(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeGoalActivity($ids: [ID!]!) {
      result: permanentlyDeleteGoalActivity(ids: $ids) { ok message }
    }
  `),
};
