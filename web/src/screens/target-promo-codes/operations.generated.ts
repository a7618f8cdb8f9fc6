// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const TargetPromoCodeFields = graphql(`
  fragment TargetPromoCodeFields on TargetPromoCode {
    id
    code
    name
    color
    description
    status
  }
`);

export const targetPromoCodeDocuments = {
  list: graphql(`
    query TargetPromoCodeList($page: PageInput, $filter: TargetPromoCodeFilter) {
      page: targetPromoCodes(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...TargetPromoCodeFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedTargetPromoCodeList($page: PageInput) {
      page: deletedTargetPromoCodes(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...TargetPromoCodeFields }
      }
    }
  `),
  one: graphql(`
    query TargetPromoCodeRecord($id: ID!) {
      record: targetPromoCode(id: $id) { ...TargetPromoCodeFields }
    }
  `),
  create: graphql(`
    mutation CreateTargetPromoCode($input: TargetPromoCodeInput!) {
      saved: createTargetPromoCode(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateTargetPromoCode($id: ID!, $input: TargetPromoCodeInput!) {
      saved: updateTargetPromoCode(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteTargetPromoCode($id: ID!, $redirectTo: String) {
      result: deleteTargetPromoCode(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreTargetPromoCode($ids: [ID!]!) {
      result: restoreTargetPromoCode(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeTargetPromoCode($ids: [ID!]!) {
      result: permanentlyDeleteTargetPromoCode(ids: $ids) { ok message }
    }
  `),
};
