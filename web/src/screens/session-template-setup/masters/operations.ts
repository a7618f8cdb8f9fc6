import { graphql } from '../../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { sessionTemplateMasterDocuments } from './operations.generated';

export const SessionTypeOptions = graphql(`
  query SessionTypeOptions {
    options: allSessionTemplateTypes {
      id
      name
    }
  }
`);
