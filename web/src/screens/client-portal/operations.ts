import { graphql } from '../../gql';

export const PortalDocumentFields = graphql(`
  fragment PortalDocumentFields on PortalDocument {
    id
    title
    kind
    sharedAt
    signatureRequired
    signed
    signedAt
    signatureUrl
    html
    url
  }
`);

export const ClientPortalQuery = graphql(`
  query ClientPortal($token: String!) {
    portal: clientPortal(token: $token) {
      studentName
      familyName
      expiresAt
      documents {
        ...PortalDocumentFields
      }
    }
  }
`);

export const ClientPortalDocumentQuery = graphql(`
  query ClientPortalDocument($token: String!, $id: ID!) {
    document: clientPortalDocument(token: $token, id: $id) {
      ...PortalDocumentFields
    }
  }
`);

export const SignPortalDocumentMutation = graphql(`
  mutation SignPortalDocument($token: String!, $id: ID!, $input: SignatureInput!) {
    signPortalDocument(token: $token, id: $id, input: $input) {
      ...PortalDocumentFields
    }
  }
`);

export const CreatePortalLinkMutation = graphql(`
  mutation CreateClientPortalLink($studentId: ID!) {
    link: createClientPortalLink(studentId: $studentId) {
      token
      path
      expiresAt
    }
  }
`);
