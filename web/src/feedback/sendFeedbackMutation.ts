import { graphql } from '../gql';

/** help-desk/store through the gateway; the screenshot travels as a multipart file part. */
export const SendFeedbackDocument = graphql(`
  mutation SendFeedback($input: FeedbackInput!) {
    sendFeedback(input: $input) {
      ok
      message
    }
  }
`);
