// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../../gql';

export const FunderPlanFields = graphql(`
  fragment FunderPlanFields on FunderPlan {
    id
    funderId
    name
    planType
    groupNumber
    effectiveDate
    terminationDate
    requiresAuthorization
    status
    funder { id name }
  }
`);

export const funderPlanCommonDocuments = {
  list: graphql(`
    query FunderPlanList($page: PageInput, $filter: FunderPlanFilter) {
      page: funderPlans(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...FunderPlanFields }
      }
    }
  `),
  one: graphql(`
    query FunderPlanRecord($id: ID!) {
      record: funderPlan(id: $id) { ...FunderPlanFields }
    }
  `),
  create: graphql(`
    mutation CreateFunderPlan($input: FunderPlanInput!) {
      saved: createFunderPlan(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateFunderPlan($id: ID!, $input: FunderPlanInput!) {
      saved: updateFunderPlan(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteFunderPlan($id: ID!, $redirectTo: String) {
      result: deleteFunderPlan(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreFunderPlan($ids: [ID!]!) {
      result: restoreFunderPlan(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeFunderPlan($ids: [ID!]!) {
      result: permanentlyDeleteFunderPlan(ids: $ids) { ok message }
    }
  `),
};
