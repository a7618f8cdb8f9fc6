import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { promptCodeDocuments } from './operations.generated';

export const PromptCodeFields = graphql(`
  fragment PromptCodeFields on PromptCode {
    id
    code
    name
    level
    description
    status
  }
`);
