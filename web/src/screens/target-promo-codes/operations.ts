import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { targetPromoCodeDocuments } from './operations.generated';

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
