import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { funderDocuments } from './operations.generated';

export const FunderStateOptions = graphql(`
  query FunderStateOptions {
    options: states {
      id
      name
      code
    }
  }
`);
