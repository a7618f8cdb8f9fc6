import { graphql } from '../../../gql';

export const StudentDiagnosesQuery = graphql(`
  query StudentDiagnoses($studentId: ID!) {
    rows: studentDiagnoses(studentId: $studentId) {
      id
      icdCode
      description
      diagnosedOn
      diagnosedBy
      isPrimary
      notes
    }
  }
`);
export const StudentDiagnosisQuery = graphql(`
  query StudentDiagnosisRecord($id: ID!) {
    record: studentDiagnosis(id: $id) {
      id
      icdCode
      description
      diagnosedOn
      diagnosedBy
      isPrimary
      notes
    }
  }
`);
export const CreateStudentDiagnosisMutation = graphql(`
  mutation CreateStudentDiagnosis($studentId: ID!, $input: StudentDiagnosisInput!) {
    saved: createStudentDiagnosis(studentId: $studentId, input: $input) {
      id
    }
  }
`);
export const UpdateStudentDiagnosisMutation = graphql(`
  mutation UpdateStudentDiagnosis($id: ID!, $input: StudentDiagnosisInput!) {
    saved: updateStudentDiagnosis(id: $id, input: $input) {
      id
    }
  }
`);
export const DeleteStudentDiagnosisMutation = graphql(`
  mutation DeleteStudentDiagnosis($id: ID!) {
    result: deleteStudentDiagnosis(id: $id) {
      ok
      message
    }
  }
`);

export const StudentBehaviorsQuery = graphql(`
  query StudentBehaviors($studentId: ID!) {
    rows: studentBehaviors(studentId: $studentId) {
      id
      name
      category
      definition
      measurement
      function
      baseline
      goal
      severity
      status
    }
  }
`);
export const StudentBehaviorQuery = graphql(`
  query StudentBehaviorRecord($id: ID!) {
    record: studentBehavior(id: $id) {
      id
      name
      category
      definition
      measurement
      function
      baseline
      goal
      severity
      status
    }
  }
`);
export const CreateStudentBehaviorMutation = graphql(`
  mutation CreateStudentBehavior($studentId: ID!, $input: StudentBehaviorInput!) {
    saved: createStudentBehavior(studentId: $studentId, input: $input) {
      id
    }
  }
`);
export const UpdateStudentBehaviorMutation = graphql(`
  mutation UpdateStudentBehavior($id: ID!, $input: StudentBehaviorInput!) {
    saved: updateStudentBehavior(id: $id, input: $input) {
      id
    }
  }
`);
export const DeleteStudentBehaviorMutation = graphql(`
  mutation DeleteStudentBehavior($id: ID!) {
    result: deleteStudentBehavior(id: $id) {
      ok
      message
    }
  }
`);

export const StudentGoalsQuery = graphql(`
  query StudentGoals($studentId: ID!) {
    rows: studentGoals(studentId: $studentId) {
      id
      programId
      programName
      title
      description
      baseline
      targetCriteria
      status
      startDate
      targetDate
      masteredOn
    }
  }
`);
export const StudentGoalQuery = graphql(`
  query StudentGoalRecord($id: ID!) {
    record: studentGoal(id: $id) {
      id
      programId
      programName
      title
      description
      baseline
      targetCriteria
      status
      startDate
      targetDate
      masteredOn
    }
  }
`);
export const CreateStudentGoalMutation = graphql(`
  mutation CreateStudentGoal($studentId: ID!, $input: StudentGoalInput!) {
    saved: createStudentGoal(studentId: $studentId, input: $input) {
      id
    }
  }
`);
export const UpdateStudentGoalMutation = graphql(`
  mutation UpdateStudentGoal($studentId: ID!, $id: ID!, $input: StudentGoalInput!) {
    saved: updateStudentGoal(studentId: $studentId, id: $id, input: $input) {
      id
    }
  }
`);
export const DeleteStudentGoalMutation = graphql(`
  mutation DeleteStudentGoal($id: ID!) {
    result: deleteStudentGoal(id: $id) {
      ok
      message
    }
  }
`);
export const GoalProgramOptions = graphql(`
  query GoalProgramOptions($studentId: ID!) {
    options: studentPrograms(studentId: $studentId) {
      id
      name
    }
  }
`);

export const StudentPromptCodesQuery = graphql(`
  query StudentPromptCodes($studentId: ID!) {
    rows: studentPromptCodes(studentId: $studentId) {
      id
      code
      name
      level
      description
      isIndependent
    }
    override: studentPromptCodeOverride(studentId: $studentId) {
      studentId
      override
    }
    effective: effectiveStudentPromptCodes(studentId: $studentId) {
      override
      levels {
        code
        name
        level
        isIndependent
        description
      }
    }
  }
`);
export const StudentPromptCodeQuery = graphql(`
  query StudentPromptCodeRecord($id: ID!) {
    record: studentPromptCode(id: $id) {
      id
      code
      name
      level
      description
      isIndependent
    }
  }
`);
export const CreateStudentPromptCodeMutation = graphql(`
  mutation CreateStudentPromptCode($studentId: ID!, $input: StudentPromptCodeInput!) {
    saved: createStudentPromptCode(studentId: $studentId, input: $input) {
      id
    }
  }
`);
export const UpdateStudentPromptCodeMutation = graphql(`
  mutation UpdateStudentPromptCode($studentId: ID!, $id: ID!, $input: StudentPromptCodeInput!) {
    saved: updateStudentPromptCode(studentId: $studentId, id: $id, input: $input) {
      id
    }
  }
`);
export const DeleteStudentPromptCodeMutation = graphql(`
  mutation DeleteStudentPromptCode($id: ID!) {
    result: deleteStudentPromptCode(id: $id) {
      ok
      message
    }
  }
`);
export const SetPromptCodeOverrideMutation = graphql(`
  mutation SetPromptCodeOverride($studentId: ID!, $override: Boolean!) {
    saved: setStudentPromptCodeOverride(studentId: $studentId, override: $override) {
      studentId
      override
    }
  }
`);

export const StudentPromptSchedulesQuery = graphql(`
  query StudentPromptSchedules($studentId: ID!) {
    rows: studentPromptSchedules(studentId: $studentId) {
      id
      name
      promptCode
      intervalMinutes
      startTime
      endTime
      days
      active
      notes
    }
  }
`);
export const CreateStudentPromptScheduleMutation = graphql(`
  mutation CreateStudentPromptSchedule($studentId: ID!, $input: StudentPromptScheduleInput!) {
    saved: createStudentPromptSchedule(studentId: $studentId, input: $input) {
      id
    }
  }
`);
export const UpdateStudentPromptScheduleMutation = graphql(`
  mutation UpdateStudentPromptSchedule($id: ID!, $input: StudentPromptScheduleInput!) {
    saved: updateStudentPromptSchedule(id: $id, input: $input) {
      id
    }
  }
`);
export const DeleteStudentPromptScheduleMutation = graphql(`
  mutation DeleteStudentPromptSchedule($id: ID!) {
    result: deleteStudentPromptSchedule(id: $id) {
      ok
      message
    }
  }
`);

export const StudentIntervalSchedulesQuery = graphql(`
  query StudentIntervalSchedules($studentId: ID!) {
    rows: studentIntervalSchedules(studentId: $studentId) {
      id
      name
      behaviorId
      recordingMethod
      intervalSeconds
      sessionMinutes
      active
      notes
    }
  }
`);
export const CreateStudentIntervalScheduleMutation = graphql(`
  mutation CreateStudentIntervalSchedule($studentId: ID!, $input: StudentIntervalScheduleInput!) {
    saved: createStudentIntervalSchedule(studentId: $studentId, input: $input) {
      id
    }
  }
`);
export const UpdateStudentIntervalScheduleMutation = graphql(`
  mutation UpdateStudentIntervalSchedule($id: ID!, $input: StudentIntervalScheduleInput!) {
    saved: updateStudentIntervalSchedule(id: $id, input: $input) {
      id
    }
  }
`);
export const DeleteStudentIntervalScheduleMutation = graphql(`
  mutation DeleteStudentIntervalSchedule($id: ID!) {
    result: deleteStudentIntervalSchedule(id: $id) {
      ok
      message
    }
  }
`);
export const BehaviorOptions = graphql(`
  query IntervalBehaviorOptions($studentId: ID!) {
    options: studentBehaviors(studentId: $studentId) {
      id
      name
    }
  }
`);
