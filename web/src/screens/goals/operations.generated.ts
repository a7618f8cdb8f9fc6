// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const GoalFields = graphql(`
  fragment GoalFields on Goal {
    id
    name
    description
    studentId
    student { id firstName lastName }
    parentId
    parentName
    skillAreaId
    skillArea { id name }
    progressStatus
    recordingType
    masteryCriteria
    startDate
    targetDate
    status
    subGoalCount
    targetCount
    targets { id position name status masteryCriteria }
    attributes { attributeId name fieldType value }
  }
`);

export const goalDocuments = {
  list: graphql(`
    query GoalList($page: PageInput, $filter: GoalFilter) {
      page: goals(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...GoalFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedGoalList($page: PageInput) {
      page: deletedGoals(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...GoalFields }
      }
    }
  `),
  one: graphql(`
    query GoalRecord($id: ID!) {
      record: goal(id: $id) { ...GoalFields }
    }
  `),
  create: graphql(`
    mutation CreateGoal($input: GoalInput!) {
      saved: createGoal(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateGoal($id: ID!, $input: GoalInput!) {
      saved: updateGoal(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteGoal($id: ID!, $redirectTo: String) {
      result: deleteGoal(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreGoal($ids: [ID!]!) {
      result: restoreGoal(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeGoal($ids: [ID!]!) {
      result: permanentlyDeleteGoal(ids: $ids) { ok message }
    }
  `),
};
