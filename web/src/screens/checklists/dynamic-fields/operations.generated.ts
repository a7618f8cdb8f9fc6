// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../../gql';

export const DynamicFieldFields = graphql(`
  fragment DynamicFieldFields on DynamicField {
    id
    name
    fieldKey
    fieldType
    options
    isRequired
    placeholder
    status
  }
`);

export const dynamicFieldDocuments = {
  list: graphql(`
    query DynamicFieldList($page: PageInput, $filter: DynamicFieldFilter) {
      page: dynamicFields(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...DynamicFieldFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedDynamicFieldList($page: PageInput) {
      page: deletedDynamicFields(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...DynamicFieldFields }
      }
    }
  `),
  one: graphql(`
    query DynamicFieldRecord($id: ID!) {
      record: dynamicField(id: $id) { ...DynamicFieldFields }
    }
  `),
  create: graphql(`
    mutation CreateDynamicField($input: DynamicFieldInput!) {
      saved: createDynamicField(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateDynamicField($id: ID!, $input: DynamicFieldInput!) {
      saved: updateDynamicField(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteDynamicField($id: ID!, $redirectTo: String) {
      result: deleteDynamicField(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreDynamicField($ids: [ID!]!) {
      result: restoreDynamicField(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeDynamicField($ids: [ID!]!) {
      result: permanentlyDeleteDynamicField(ids: $ids) { ok message }
    }
  `),
};
