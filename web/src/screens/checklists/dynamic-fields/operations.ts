import { graphql } from '../../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { dynamicFieldDocuments } from './operations.generated';

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
