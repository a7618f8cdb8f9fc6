// Rows and resolvers for the student screens' component tests.
export interface StudentFixture {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  clientCode: string;
  dob: string;
  gender: string;
  status: number;
  email: string | null;
  phone: string | null;
  guardianName: string | null;
  agency: { id: string; name: string };
  funders: { id: string; name: string }[];
  staff: { id: string; name: string }[];
  serviceLines: { id: string; name: string }[];
  authorizationAlerts: unknown[];
}

export function studentRows(count: number): StudentFixture[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      id: String(n),
      name: `Student ${String(n).padStart(3, '0')}`,
      firstName: 'Student',
      lastName: String(n).padStart(3, '0'),
      clientCode: `STU-${String(n).padStart(5, '0')}`,
      dob: `2016-${String((n % 12) + 1).padStart(2, '0')}-10`,
      gender: 'Female',
      status: 1,
      email: null,
      phone: null,
      guardianName: null,
      agency: { id: '1', name: 'Sunrise Agency' },
      funders: [{ id: '3', name: 'Blue Shield' }],
      staff: [{ id: '9', name: 'Jordan Ellis' }],
      serviceLines: [],
      authorizationAlerts:
        n === 1
          ? [
              {
                id: 'a1',
                authorizationNumber: 'PA-1001',
                endDate: '2026-12-01',
                totalUnits: 100,
                unitsUsed: 95,
                unitsRemaining: 5,
                daysUntilEnd: 12,
                endingSoon: true,
                lowUnits: true,
                funder: { id: '3', name: 'Blue Shield' },
              },
            ]
          : [],
    };
  });
}

export interface ListArgs {
  page?: { page?: number | null; perPage?: number | null; search?: string | null; sortBy?: string | null; sortField?: string | null } | null;
  filter?: Record<string, unknown> | null;
}

export function studentPage(rows: readonly StudentFixture[], args: ListArgs) {
  const page = args.page?.page ?? 1;
  const perPage = args.page?.perPage ?? 50;
  const nodes = rows.slice((page - 1) * perPage, page * perPage);
  return {
    pageInfo: {
      total: rows.length,
      currentPage: page,
      lastPage: Math.max(1, Math.ceil(rows.length / perPage)),
      perPage,
      from: nodes.length ? (page - 1) * perPage + 1 : null,
      to: nodes.length ? (page - 1) * perPage + nodes.length : null,
    },
    nodes,
  };
}

export const filterOptions = {
  funders: [
    { id: '3', name: 'Blue Shield' },
    { id: '4', name: 'Medicaid' },
  ],
  staffs: [{ id: '9', name: 'Jordan Ellis' }],
  agencies: [{ id: '1', name: 'Sunrise Agency' }],
};

/** The lookups every student list render asks for, fixed so the filters have known options. */
export function listLookups(pendingCount = 0) {
  return {
    studentFilterOptions: () => filterOptions,
    clientList: () => [{ id: '1', name: 'Student 001' }],
    allServiceLines: () => [{ id: '2', name: 'ABA Therapy' }],
    allServices: () => [{ id: '5', name: 'Direct therapy' }],
    allBillingCodes: () => [{ id: '6', code: '97153', description: 'Adaptive behavior treatment' }],
    studentImportStatus: () => ({ pendingCount, message: null }),
  };
}
