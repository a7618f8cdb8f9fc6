import { graphql } from '../../../gql';

export const AbcEntryFields = graphql(`
  fragment AbcEntryFields on AbcEntry {
    id
    studentId
    behaviorId
    behaviorName
    date
    time
    setting
    antecedent
    behavior
    consequence
    intensity
    durationSeconds
    notes
    createdAt
  }
`);

export const AbcEntriesQuery = graphql(`
  query AbcEntries($studentId: ID!, $filter: AbcEntryFilter, $page: PageInput) {
    page: abcEntries(studentId: $studentId, filter: $filter, page: $page) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...AbcEntryFields
      }
    }
  }
`);

export const CreateAbcEntryMutation = graphql(`
  mutation CreateAbcEntry($studentId: ID!, $input: AbcEntryInput!) {
    saved: createAbcEntry(studentId: $studentId, input: $input) {
      ...AbcEntryFields
    }
  }
`);

export const UpdateAbcEntryMutation = graphql(`
  mutation UpdateAbcEntry($id: ID!, $input: AbcEntryInput!) {
    saved: updateAbcEntry(id: $id, input: $input) {
      ...AbcEntryFields
    }
  }
`);

export const DeleteAbcEntryMutation = graphql(`
  mutation DeleteAbcEntry($id: ID!) {
    result: deleteAbcEntry(id: $id) {
      ok
      message
    }
  }
`);

export const DataEntryBehaviorsQuery = graphql(`
  query DataEntryBehaviors($studentId: ID!) {
    behaviors: studentBehaviors(studentId: $studentId) {
      id
      name
      category
      measurement
      status
      definition
    }
  }
`);

export const RecordBehaviorDataMutation = graphql(`
  mutation RecordBehaviorData($studentId: ID!, $date: Date!, $entries: [BehaviorDataInput!]!) {
    saved: recordBehaviorData(studentId: $studentId, date: $date, entries: $entries) {
      id
      behaviorId
      date
      frequency
      durationSeconds
      intensity
      notes
    }
  }
`);

export const BehaviorDataDetailsQuery = graphql(`
  query BehaviorDataDetails($studentId: ID!, $behaviorId: ID!, $dateFrom: Date, $dateTo: Date) {
    details: behaviorDataDetails(studentId: $studentId, behaviorId: $behaviorId, dateFrom: $dateFrom, dateTo: $dateTo) {
      behaviorId
      behaviorName
      totalFrequency
      totalDurationSeconds
      entries {
        id
        date
        frequency
        durationSeconds
        intensity
        notes
        updatedAt
      }
    }
  }
`);

export const SkillDataQuery = graphql(`
  query SkillDataList($studentId: ID!, $filter: SkillDataFilter) {
    rows: skillData(studentId: $studentId, filter: $filter) {
      id
      programId
      programName
      targetId
      targetName
      date
      trials {
        result
        promptCode
      }
      correct
      incorrect
      prompted
      percentCorrect
      sessionKey
      notes
      createdAt
    }
  }
`);

export const SkillTargetsQuery = graphql(`
  query SkillTargets($studentId: ID!) {
    targets: studentTargets(studentId: $studentId) {
      id
      name
      status
      programId
    }
    programs: studentPrograms(studentId: $studentId) {
      id
      name
    }
    prompts: effectiveStudentPromptCodes(studentId: $studentId) {
      override
      levels {
        code
        name
        level
        isIndependent
      }
    }
  }
`);

export const RecordSkillDataMutation = graphql(`
  mutation RecordSkillData($studentId: ID!, $input: SkillDataInput!) {
    saved: recordSkillData(studentId: $studentId, input: $input) {
      id
      targetName
      correct
      incorrect
      prompted
      percentCorrect
    }
  }
`);
