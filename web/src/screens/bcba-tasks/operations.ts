import { graphql } from '../../gql';
// The common documents and the spreadsheet ones are written from resource.ts by `npm run codegen`.
import { bcbaTaskCommonDocuments } from './operations.generated';

export const BcbaTaskFields = graphql(`
  fragment BcbaTaskFields on BcbaTask {
    id
    code
    name
    category
    description
    status
  }
`);

export const bcbaTaskDocuments = bcbaTaskCommonDocuments;
