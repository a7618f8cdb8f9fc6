import { graphql } from '../../gql';

export const UserSignatureQuery = graphql(`
  query UserSignature($userId: ID!) {
    userSignature(userId: $userId) {
      userId
      name
      url
      signedAt
      method
      typedName
      signingToken
      signingTokenExpiresAt
    }
  }
`);

export const UpdateUserSignatureMutation = graphql(`
  mutation UpdateUserSignature($userId: ID!, $input: SignatureInput!) {
    updateUserSignature(userId: $userId, input: $input) {
      userId
      name
      url
      signedAt
      method
      typedName
      signingToken
      signingTokenExpiresAt
    }
  }
`);

export const SignatureRequestQuery = graphql(`
  query SignatureRequest($userId: ID!, $token: String!) {
    signatureRequest(userId: $userId, token: $token) {
      userId
      name
      title
      expiresAt
      signed
      signedAt
      url
    }
  }
`);

export const SignWithLinkMutation = graphql(`
  mutation SignWithLink($userId: ID!, $token: String!, $input: SignatureInput!) {
    signWithLink(userId: $userId, token: $token, input: $input) {
      userId
      name
      title
      expiresAt
      signed
      signedAt
      url
    }
  }
`);
