import { graphql } from '../../../gql';

export const FunderPromptCodeList = graphql(`
  query FunderPromptCodeList($funderId: ID!) {
    codes: funderPromptCodes(funderId: $funderId) {
      id
      code
      name
      score
      sortOrder
    }
  }
`);

export const SaveFunderPromptCodes = graphql(`
  mutation SaveFunderPromptCodes($funderId: ID!, $promptCodes: [FunderPromptCodeInput!]!) {
    saved: saveFunderPromptCodes(funderId: $funderId, promptCodes: $promptCodes) {
      id
      code
      name
      score
      sortOrder
    }
  }
`);
