// The goal header documents of each version: each version is its own set of calls and records.
import { graphql } from '../../gql';

export const GoalHeaderFields = graphql(`
  fragment GoalHeaderFields on GoalHeader {
    id
    name
    version
    status
  }
`);
export const GoalHeaderV2Fields = graphql(`
  fragment GoalHeaderV2Fields on GoalHeaderV2 {
    id
    name
    version
    skillAreaId
    skillAreaName
    sortOrder
    status
  }
`);
export const GoalHeaderV3Fields = graphql(`
  fragment GoalHeaderV3Fields on GoalHeaderV3 {
    id
    name
    version
    skillAreaId
    skillAreaName
    sortOrder
    columns
    status
  }
`);

export const goalHeaderV1Documents = {
  list: graphql(`
    query GoalHeaderList($page: PageInput, $filter: GoalHeaderFilter) {
      page: goalHeaders(page: $page, filter: $filter) {
        pageInfo {
          ...PageInfoFields
        }
        nodes {
          ...GoalHeaderFields
        }
      }
    }
  `),
  one: graphql(`
    query GoalHeaderRecord($id: ID!) {
      record: goalHeader(id: $id) {
        ...GoalHeaderFields
      }
    }
  `),
  create: graphql(`
    mutation CreateGoalHeader($input: GoalHeaderInput!) {
      saved: createGoalHeader(input: $input) {
        id
      }
    }
  `),
  update: graphql(`
    mutation UpdateGoalHeader($id: ID!, $input: GoalHeaderInput!) {
      saved: updateGoalHeader(id: $id, input: $input) {
        id
      }
    }
  `),
  remove: graphql(`
    mutation DeleteGoalHeader($id: ID!, $redirectTo: String) {
      result: deleteGoalHeader(id: $id, redirectTo: $redirectTo) {
        ok
        message
      }
    }
  `),
};

export const goalHeaderV2Documents = {
  list: graphql(`
    query GoalHeaderV2List($page: PageInput, $filter: GoalHeaderFilter) {
      page: goalHeadersV2(page: $page, filter: $filter) {
        pageInfo {
          ...PageInfoFields
        }
        nodes {
          ...GoalHeaderV2Fields
        }
      }
    }
  `),
  one: graphql(`
    query GoalHeaderV2Record($id: ID!) {
      record: goalHeaderV2(id: $id) {
        ...GoalHeaderV2Fields
      }
    }
  `),
  create: graphql(`
    mutation CreateGoalHeaderV2($input: GoalHeaderV2Input!) {
      saved: createGoalHeaderV2(input: $input) {
        id
      }
    }
  `),
  update: graphql(`
    mutation UpdateGoalHeaderV2($id: ID!, $input: GoalHeaderV2Input!) {
      saved: updateGoalHeaderV2(id: $id, input: $input) {
        id
      }
    }
  `),
  remove: graphql(`
    mutation DeleteGoalHeaderV2($id: ID!, $redirectTo: String) {
      result: deleteGoalHeaderV2(id: $id, redirectTo: $redirectTo) {
        ok
        message
      }
    }
  `),
};

export const goalHeaderV3Documents = {
  list: graphql(`
    query GoalHeaderV3List($page: PageInput, $filter: GoalHeaderFilter) {
      page: goalHeadersV3(page: $page, filter: $filter) {
        pageInfo {
          ...PageInfoFields
        }
        nodes {
          ...GoalHeaderV3Fields
        }
      }
    }
  `),
  one: graphql(`
    query GoalHeaderV3Record($id: ID!) {
      record: goalHeaderV3(id: $id) {
        ...GoalHeaderV3Fields
      }
    }
  `),
  create: graphql(`
    mutation CreateGoalHeaderV3($input: GoalHeaderV3Input!) {
      saved: createGoalHeaderV3(input: $input) {
        id
      }
    }
  `),
  update: graphql(`
    mutation UpdateGoalHeaderV3($id: ID!, $input: GoalHeaderV3Input!) {
      saved: updateGoalHeaderV3(id: $id, input: $input) {
        id
      }
    }
  `),
  remove: graphql(`
    mutation DeleteGoalHeaderV3($id: ID!, $redirectTo: String) {
      result: deleteGoalHeaderV3(id: $id, redirectTo: $redirectTo) {
        ok
        message
      }
    }
  `),
};
