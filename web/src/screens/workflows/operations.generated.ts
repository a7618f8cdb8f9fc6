// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.
import { graphql } from '../../gql';

export const WorkflowFields = graphql(`
  fragment WorkflowFields on Workflow {
    id
    name
    description
    status
    stepCount
    openAssignments
    overdueAssignments
  }
`);

export const workflowDocuments = {
  list: graphql(`
    query WorkflowList($page: PageInput, $filter: WorkflowFilter) {
      page: workflows(page: $page, filter: $filter) {
        pageInfo { ...PageInfoFields }
        nodes { ...WorkflowFields }
      }
    }
  `),
  deleted: graphql(`
    query DeletedWorkflowList($page: PageInput) {
      page: deletedWorkflows(page: $page) {
        pageInfo { ...PageInfoFields }
        nodes { ...WorkflowFields }
      }
    }
  `),
  one: graphql(`
    query WorkflowRecord($id: ID!) {
      record: workflow(id: $id) { ...WorkflowFields }
    }
  `),
  create: graphql(`
    mutation CreateWorkflow($input: WorkflowInput!) {
      saved: createWorkflow(input: $input) { id }
    }
  `),
  update: graphql(`
    mutation UpdateWorkflow($id: ID!, $input: WorkflowInput!) {
      saved: updateWorkflow(id: $id, input: $input) { id }
    }
  `),
  remove: graphql(`
    mutation DeleteWorkflow($id: ID!, $redirectTo: String) {
      result: deleteWorkflow(id: $id, redirectTo: $redirectTo) { ok message }
    }
  `),
  restore: graphql(`
    mutation RestoreWorkflow($ids: [ID!]!) {
      result: restoreWorkflow(ids: $ids) { ok message }
    }
  `),
  purge: graphql(`
    mutation PurgeWorkflow($ids: [ID!]!) {
      result: permanentlyDeleteWorkflow(ids: $ids) { ok message }
    }
  `),
};
