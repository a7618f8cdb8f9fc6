// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const TargetAccuracyFields = graphql(`
  fragment TargetAccuracyFields on TargetAccuracy {
    id
    name
    percentage
    consecutiveSessions
    description
    status
  }
`);

export const targetAccuracyDocuments = {
  list: graphql(`
    query TargetAccuracyList($page: PageInput, $filter: TargetAccuracyFilter) {
      page: targetAccuracies(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...TargetAccuracyFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedTargetAccuracyList($page: PageInput) {
      page: deletedTargetAccuracies(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...TargetAccuracyFields }
      }
    }
  `),
  one: graphql(`
    query TargetAccuracyRecord($id: ID!) {
      record: targetAccuracy(id: $id) { ...TargetAccuracyFields }
    }
  `),
  create: graphql(`
    mutation CreateTargetAccuracy($input: TargetAccuracyInput!) {
      saved: createTargetAccuracy(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateTargetAccuracy($id: ID!, $input: TargetAccuracyInput!) {
      saved: updateTargetAccuracy(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteTargetAccuracy($id: ID!, $redirectTo: String) {
      result: deleteTargetAccuracy(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreTargetAccuracy($ids: [ID!]!) {
      result: restoreTargetAccuracy(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeTargetAccuracy($ids: [ID!]!) {
      result: permanentlyDeleteTargetAccuracy(ids: $ids) { ok message }
    }
  `),
};
