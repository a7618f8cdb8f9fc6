// Payroll's documents: everyone's pay and earnings (one call each), one staff member's, and the writes.
import { graphql } from '../../gql';

export const PayrollReportFields = graphql(`
  fragment PayrollReportFields on PayrollReport {
    startDate
    endDate
    totalSessions
    totalMinutes
    totalCents
    latestPaidDay
    staff {
      staffId
      staffName
      hourlyRateCents
      totalSessions
      totalMinutes
      totalCents
      days {
        date
        sessions
        minutes
        hourlyRateCents
        amountCents
      }
    }
  }
`);

export const StaffPayFields = graphql(`
  fragment StaffPayFields on StaffPay {
    summary {
      staffId
      staffName
      userType
      hourlyRateCents
      workedMinutes
      earnedCents
      paidCents
      dueCents
      lastPaidOn
    }
    rates {
      id
      hourlyRateCents
      effectiveFrom
      createdAt
    }
    payouts {
      id
      amountCents
      paidOn
      note
      createdAt
    }
  }
`);

export const PayrollReportQuery = graphql(`
  query PayrollReport($startDate: Date!, $endDate: Date!) {
    report: payrollReport(startDate: $startDate, endDate: $endDate) {
      ...PayrollReportFields
    }
  }
`);

export const StaffPayrollReportQuery = graphql(`
  query StaffPayrollReport($userId: ID!, $startDate: Date!, $endDate: Date!) {
    report: staffPayrollReport(userId: $userId, startDate: $startDate, endDate: $endDate) {
      ...PayrollReportFields
    }
  }
`);

export const StaffPaySummariesQuery = graphql(`
  query StaffPaySummaries {
    rows: staffPaySummaries {
      staffId
      staffName
      userType
      hourlyRateCents
      workedMinutes
      earnedCents
      paidCents
      dueCents
      lastPaidOn
    }
  }
`);

export const StaffPayQuery = graphql(`
  query StaffPay($userId: ID!) {
    pay: staffPay(userId: $userId) {
      ...StaffPayFields
    }
  }
`);

export const SetStaffPayRateMutation = graphql(`
  mutation SetStaffPayRate($input: StaffPayRateInput!) {
    pay: setStaffPayRate(input: $input) {
      ...StaffPayFields
    }
  }
`);

export const RecordStaffPayoutMutation = graphql(`
  mutation RecordStaffPayout($input: StaffPayoutInput!) {
    pay: recordStaffPayout(input: $input) {
      ...StaffPayFields
    }
  }
`);

export const ExportPayrollMutation = graphql(`
  mutation ExportPayroll($startDate: Date!, $endDate: Date!) {
    download: exportPayroll(startDate: $startDate, endDate: $endDate) {
      url
      fileName
    }
  }
`);

export const ExportStaffPayrollMutation = graphql(`
  mutation ExportStaffPayroll($userId: ID!, $startDate: Date!, $endDate: Date!) {
    download: exportStaffPayroll(userId: $userId, startDate: $startDate, endDate: $endDate) {
      url
      fileName
    }
  }
`);

export const ImportPayrollMutation = graphql(`
  mutation ImportPayroll($file: Upload!, $checkOnly: Boolean!) {
    report: importPayroll(file: $file, checkOnly: $checkOnly) {
      imported
      rejected
      errors {
        row
        message
      }
      rows {
        row
        staffId
        staffName
        periodStart
        periodEnd
        regularHours
        overtimeHours
        hourlyRateCents
        amountCents
        warning
      }
    }
  }
`);
