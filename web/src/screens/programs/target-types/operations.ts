import { graphql } from '../../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { programTargetTypeDocuments } from './operations.generated';

export const ProgramTargetTypeFields = graphql(`
  fragment ProgramTargetTypeFields on ProgramTargetType {
    id
    name
    recordingMethod
    description
    status
  }
`);
