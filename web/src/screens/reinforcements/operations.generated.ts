// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const ReinforcementFields = graphql(`
  fragment ReinforcementFields on Reinforcement {
    id
    name
    category
    description
    status
  }
`);

export const reinforcementDocuments = {
  list: graphql(`
    query ReinforcementList($page: PageInput, $filter: ReinforcementFilter) {
      page: reinforcements(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...ReinforcementFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedReinforcementList($page: PageInput) {
      page: deletedReinforcements(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...ReinforcementFields }
      }
    }
  `),
  one: graphql(`
    query ReinforcementRecord($id: ID!) {
      record: reinforcement(id: $id) { ...ReinforcementFields }
    }
  `),
  create: graphql(`
    mutation CreateReinforcement($input: ReinforcementInput!) {
      saved: createReinforcement(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateReinforcement($id: ID!, $input: ReinforcementInput!) {
      saved: updateReinforcement(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteReinforcement($id: ID!, $redirectTo: String) {
      result: deleteReinforcement(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreReinforcement($ids: [ID!]!) {
      result: restoreReinforcement(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeReinforcement($ids: [ID!]!) {
      result: permanentlyDeleteReinforcement(ids: $ids) { ok message }
    }
  `),
};
