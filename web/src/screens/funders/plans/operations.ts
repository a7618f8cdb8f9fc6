import { graphql } from '../../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
import { funderPlanCommonDocuments } from './operations.generated';

export const funderPlanDocuments = {
  ...funderPlanCommonDocuments,
  deleted: graphql(`
    query DeletedFunderPlanList($page: PageInput) {
      page: deletedFunderPlans(page: $page) {
        pageInfo {
          ...PageInfoFields
        }
        nodes {
          ...FunderPlanFields
        }
      }
    }
  `),
};

export const PlanFunderOptions = graphql(`
  query PlanFunderOptions {
    options: allFunders {
      id
      name
    }
  }
`);
