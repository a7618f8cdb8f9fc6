import { graphql } from '../../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { sessionFormTemplateDocuments } from './operations.generated';

export const SessionMasterOptions = graphql(`
  query SessionMasterOptions {
    options: allSessionTemplateMasters {
      id
      name
    }
  }
`);
