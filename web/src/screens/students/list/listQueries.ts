// The two queries the student list opens with: the page with its relations, and the filter options. Its route's loader
// starts them (./prefetch.ts) while the list's chunk loads, so they live apart from the rest of its calls.
import { graphql } from '../../../gql';

export const StudentRowFields = graphql(`
  fragment StudentRowFields on Student {
    id
    name
    firstName
    lastName
    clientCode
    dob
    gender
    status
    email
    phone
    guardianName
    agency {
      id
      name
    }
    funders {
      id
      name
    }
    staff {
      id
      name
    }
    serviceLines {
      id
      name
    }
    authorizationAlerts {
      id
      authorizationNumber
      endDate
      totalUnits
      unitsUsed
      unitsRemaining
      daysUntilEnd
      endingSoon
      lowUnits
      funder {
        id
        name
      }
    }
  }
`);

export const StudentListQuery = graphql(`
  query StudentList($page: PageInput, $filter: StudentFilter) {
    page: students(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...StudentRowFields
      }
    }
  }
`);

export const StudentFilterOptionsQuery = graphql(`
  query StudentFilterOptions {
    options: studentFilterOptions {
      funders {
        id
        name
      }
      staffs {
        id
        name
      }
      agencies {
        id
        name
      }
    }
    serviceLines: allServiceLines {
      id
      name
    }
    services: allServices {
      id
      name
    }
    billingCodes: allBillingCodes {
      id
      code
      description
    }
  }
`);

/** The students matching what is typed in the Student filter: names only, one page. */
export const StudentPickerSearchQuery = graphql(`
  query StudentPickerSearch($page: PageInput) {
    page: students(page: $page) {
      nodes {
        id
        name
      }
    }
  }
`);

/** The name of the student a filtered address names. */
export const StudentPickerChosenQuery = graphql(`
  query StudentPickerChosen($id: ID!) {
    student(id: $id) {
      id
      name
    }
  }
`);
