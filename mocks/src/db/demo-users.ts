// The four demo sign-ins of the shared contract, in its order. Their ids are fixed (1 to 4).

export type UserType = 'Super Admin' | 'Office Administrator' | 'Therapist' | 'Parent';

export interface DemoUser {
  role: string;
  email: string;
  password: string;
}

interface DemoAccount extends DemoUser {
  id: number;
  userType: UserType;
  firstName: string;
  lastName: string;
  pendingFileCount: number;
  profileImage: string | null;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    id: 1,
    role: 'Super Admin',
    userType: 'Super Admin',
    email: 'admin@practice.test',
    password: 'Admin#2026',
    firstName: 'Morgan',
    lastName: 'Reyes',
    pendingFileCount: 0,
    profileImage: 'user-1.png',
  },
  {
    id: 2,
    role: 'Office administrator',
    userType: 'Office Administrator',
    email: 'office@practice.test',
    password: 'Office#2026',
    firstName: 'Dana',
    lastName: 'Whitfield',
    pendingFileCount: 2,
    profileImage: 'user-2.png',
  },
  {
    id: 3,
    role: 'Therapist',
    userType: 'Therapist',
    email: 'therapist@practice.test',
    password: 'Therapist#2026',
    firstName: 'Jordan',
    lastName: 'Ellis',
    pendingFileCount: 3,
    profileImage: null,
  },
  {
    id: 4,
    role: 'Parent',
    userType: 'Parent',
    email: 'parent@practice.test',
    password: 'Parent#2026',
    firstName: 'Casey',
    lastName: 'Morgan',
    pendingFileCount: 0,
    profileImage: null,
  },
];

export const demoUsers: readonly DemoUser[] = demoAccounts.map(({ role, email, password }) => ({
  role,
  email,
  password,
}));

/** The demo therapist: the seeded schedule, caseload and credentials tell their story. */
export const demoTherapistId = demoAccounts.find((account) => account.userType === 'Therapist')!.id;
export const demoParentId = demoAccounts.find((account) => account.userType === 'Parent')!.id;
