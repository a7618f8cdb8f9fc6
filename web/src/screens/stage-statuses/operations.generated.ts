// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const StageStatusFields = graphql(`
  fragment StageStatusFields on StageStatus {
    id
    name
    stageStatusMasterId
    color
    description
    sortOrder
    status
    stage { id name }
  }
`);

export const stageStatusDocuments = {
  list: graphql(`
    query StageStatusList($page: PageInput, $filter: StageStatusFilter) {
      page: stageStatuses(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...StageStatusFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedStageStatusList($page: PageInput) {
      page: deletedStageStatuses(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...StageStatusFields }
      }
    }
  `),
  one: graphql(`
    query StageStatusRecord($id: ID!) {
      record: stageStatus(id: $id) { ...StageStatusFields }
    }
  `),
  create: graphql(`
    mutation CreateStageStatus($input: StageStatusInput!) {
      saved: createStageStatus(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateStageStatus($id: ID!, $input: StageStatusInput!) {
      saved: updateStageStatus(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteStageStatus($id: ID!, $redirectTo: String) {
      result: deleteStageStatus(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreStageStatus($ids: [ID!]!) {
      result: restoreStageStatus(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeStageStatus($ids: [ID!]!) {
      result: permanentlyDeleteStageStatus(ids: $ids) { ok message }
    }
  `),
};
