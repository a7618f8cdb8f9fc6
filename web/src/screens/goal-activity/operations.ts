import { graphql } from '../../gql';
// The common documents are written from resource.ts by `npm run codegen`.
export { goalActivityDocuments } from './operations.generated';

// The pickers' lists, each the known choices and those activities already use.
export const GoalActivitySessions = graphql(`
  query GoalActivitySessions {
    options: goalActivitySessions {
      id
      name
    }
  }
`);

export const GoalActivityDescriptions = graphql(`
  query GoalActivityDescriptions {
    options: goalActivityDescriptions {
      id
      name
    }
  }
`);

export const GoalActivitySkillAreas = graphql(`
  query GoalActivitySkillAreas {
    options: goalActivitySkillAreas {
      id
      name
    }
  }
`);

export const GoalActivityTargetNames = graphql(`
  query GoalActivityTargetNames {
    options: goalActivityTargetNames {
      id
      name
    }
  }
`);
