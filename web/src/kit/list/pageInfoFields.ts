// The pager's own selection: every paged list spreads it as `pageInfo { ...PageInfoFields }`, so what the pager
// reads is asked for in one place.
import { graphql } from '../../gql';

export const PageInfoFields = graphql(`
  fragment PageInfoFields on PageInfo {
    total
    currentPage
    lastPage
    perPage
    from
    to
  }
`);
