// The graph screens' documents: the students to choose from, a student's filter choices, the graphs, the technical
// indicators, phase changes, and the behaviour-graph import with its log.
import { graphql } from '../../gql';

export const GraphStudentOptions = graphql(`
  query GraphStudentOptions {
    options: clientList {
      id
      firstName
      lastName
    }
  }
`);

export const GraphFilterChoices = graphql(`
  query GraphFilterChoices($studentId: ID!) {
    choices: graphFilterOptions(studentId: $studentId) {
      behaviors {
        id
        name
        category
        kind
      }
      programs {
        id
        name
        category
        kind
      }
      behaviorCategories
      programCategories
      intensities
      graphTypes
      recordingTypes
      studentSkillTypes
      firstDate
      lastDate
    }
  }
`);

export const ProgressGraphFields = graphql(`
  fragment ProgressGraphFields on ProgressGraph {
    graphType
    unit
    days
    sessionDays
    series {
      id
      name
      points {
        date
        value
      }
    }
    phases {
      id
      label
      date
      programId
      behaviorId
    }
    masteryCriterion
    observedMinutes
    technicalIndicator
  }
`);

export const BehaviorGraphQuery = graphql(`
  query BehaviorGraph($studentId: ID!, $filter: GraphFilter) {
    graph: behaviorGraph(studentId: $studentId, filter: $filter) {
      ...ProgressGraphFields
    }
  }
`);

export const SkillGraphQuery = graphql(`
  query SkillGraph($studentId: ID!, $filter: GraphFilter) {
    graph: skillGraph(studentId: $studentId, filter: $filter) {
      ...ProgressGraphFields
    }
  }
`);

export const ProgramGraphQuery = graphql(`
  query ProgramGraph($studentId: ID!, $filter: GraphFilter) {
    graph: programGraph(studentId: $studentId, filter: $filter) {
      ...ProgressGraphFields
    }
  }
`);

export const AbcGraphQuery = graphql(`
  query AbcGraph($studentId: ID!, $filter: GraphFilter) {
    graph: behaviorAbcGraph(studentId: $studentId, filter: $filter) {
      type
      total
      behaviors {
        id
        name
      }
      bars {
        label
        total
        counts {
          behaviorId
          behaviorName
          count
        }
      }
    }
  }
`);

export const TechnicalIndicatorsQuery = graphql(`
  query TechnicalIndicators {
    indicators: skillTechnicalIndicators {
      key
      name
      description
      kind
      window
    }
  }
`);

export const ImportBehaviorGraphMutation = graphql(`
  mutation ImportBehaviorGraph($file: Upload!) {
    summary: importBehaviorGraph(file: $file) {
      imported
      rejected
      errors {
        row
        message
      }
    }
  }
`);

export const BehaviorGraphImportsQuery = graphql(`
  query BehaviorGraphImports($page: PageInput, $filter: BehaviorGraphImportFilter) {
    page: behaviorGraphImports(page: $page, filter: $filter) {
      pageInfo {
        total
        currentPage
        lastPage
        perPage
      }
      nodes {
        id
        fileName
        studentName
        importedBy
        imported
        rejected
        errors {
          row
          message
        }
        createdAt
      }
    }
  }
`);
