import { graphql } from '../../../gql';

export const FunderServiceLineList = graphql(`
  query FunderServiceLineList($funderId: ID!, $page: PageInput) {
    page: funderServiceLines(funderId: $funderId, page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        serviceLineId
        createdAt
        serviceLine {
          id
          name
          code
        }
      }
    }
  }
`);

export const ServiceLineFunderList = graphql(`
  query ServiceLineFunderList($serviceLineId: ID!, $page: PageInput) {
    page: serviceLineFunders(serviceLineId: $serviceLineId, page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        funderId
        createdAt
        funder {
          id
          name
          type
        }
      }
    }
  }
`);

export const ServiceLineTitle = graphql(`
  query ServiceLineTitle($id: ID!) {
    serviceLine(id: $id) {
      id
      name
      code
    }
  }
`);

export const AssignableServiceLines = graphql(`
  query AssignableServiceLines {
    options: allServiceLines {
      id
      name
      code
    }
  }
`);

export const AssignFunderServiceLines = graphql(`
  mutation AssignFunderServiceLines($funderId: ID!, $serviceLineIds: [ID!]!) {
    assigned: assignFunderServiceLines(funderId: $funderId, serviceLineIds: $serviceLineIds) {
      id
      serviceLineId
    }
  }
`);

export const UnassignFunderServiceLine = graphql(`
  mutation UnassignFunderServiceLine($funderId: ID!, $serviceLineId: ID!) {
    result: unassignFunderServiceLine(funderId: $funderId, serviceLineId: $serviceLineId) {
      ok
      message
    }
  }
`);

export const FunderBillingCodeList = graphql(`
  query FunderBillingCodeList($funderId: ID!, $page: PageInput, $filter: FunderBillingCodeFilter) {
    page: funderBillingCodes(funderId: $funderId, page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        billingCodeId
        code
        modifier
        description
        rate
        serviceLine {
          id
          name
        }
        service {
          id
          name
        }
      }
    }
  }
`);

export const FunderServiceLineOptions = graphql(`
  query FunderServiceLineOptions($funderId: ID) {
    options: serviceLineOptions(funderId: $funderId) {
      id
      name
      code
    }
  }
`);

export const LineServiceOptions = graphql(`
  query LineServiceOptions($serviceLineId: ID) {
    options: serviceOptions(serviceLineId: $serviceLineId) {
      id
      name
    }
  }
`);

export const ServiceBillingCodeOptions = graphql(`
  query ServiceBillingCodeOptions($filter: BillingCodeFilter) {
    page: billingCodes(page: { perPage: 500, sortBy: ASC, sortField: "code" }, filter: $filter) {
      nodes {
        id
        code
        modifier
        description
        rate
      }
    }
  }
`);

export const AssignFunderBillingCodes = graphql(`
  mutation AssignFunderBillingCodes($input: AssignFunderBillingCodesInput!) {
    assigned: assignFunderBillingCodes(input: $input) {
      id
    }
  }
`);

export const BillingCodeDetails = graphql(`
  query BillingCodeDetails($id: ID!) {
    billingCode(id: $id) {
      id
      code
      modifier
      description
      rate
      units
      unitMinutes
      status
      funder {
        id
        name
      }
      service {
        id
        name
        serviceLine {
          id
          name
        }
      }
    }
  }
`);
