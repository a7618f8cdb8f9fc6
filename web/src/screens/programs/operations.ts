import { graphql } from '../../gql';
// The common documents and the spreadsheet ones are written from resource.ts by `npm run codegen`.
import { programCommonDocuments } from './operations.generated';

export const ProgramFields = graphql(`
  fragment ProgramFields on Program {
    id
    name
    domain
    description
    masteryCriteria
    status
  }
`);

export const programDocuments = programCommonDocuments;
