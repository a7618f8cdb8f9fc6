// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../../gql';

export const StageStatusMasterFields = graphql(`
  fragment StageStatusMasterFields on StageStatusMaster {
    id
    name
    pipeline
    description
    sortOrder
    status
  }
`);

export const stageStatusMasterDocuments = {
  list: graphql(`
    query StageStatusMasterList($page: PageInput, $filter: StageStatusMasterFilter) {
      page: stageStatusMasters(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...StageStatusMasterFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedStageStatusMasterList($page: PageInput) {
      page: deletedStageStatusMasters(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...StageStatusMasterFields }
      }
    }
  `),
  one: graphql(`
    query StageStatusMasterRecord($id: ID!) {
      record: stageStatusMaster(id: $id) { ...StageStatusMasterFields }
    }
  `),
  create: graphql(`
    mutation CreateStageStatusMaster($input: StageStatusMasterInput!) {
      saved: createStageStatusMaster(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateStageStatusMaster($id: ID!, $input: StageStatusMasterInput!) {
      saved: updateStageStatusMaster(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteStageStatusMaster($id: ID!, $redirectTo: String) {
      result: deleteStageStatusMaster(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreStageStatusMaster($ids: [ID!]!) {
      result: restoreStageStatusMaster(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeStageStatusMaster($ids: [ID!]!) {
      result: permanentlyDeleteStageStatusMaster(ids: $ids) { ok message }
    }
  `),
};
