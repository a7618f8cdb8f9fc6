import { graphql } from '../../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { sessionTemplateMasterDocuments } from './operations.generated';

export const SessionTemplateMasterFields = graphql(`
  fragment SessionTemplateMasterFields on SessionTemplateMaster {
    id
    name
    sessionTemplateTypeId
    description
    status
    type {
      id
      name
    }
  }
`);

export const SessionTypeOptions = graphql(`
  query SessionTypeOptions {
    options: allSessionTemplateTypes {
      id
      name
    }
  }
`);
