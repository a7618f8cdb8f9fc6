// A certification a staff member holds (RBT, BCBA, CPR, a background check) and when it lapses.
import type { Row } from '../../db/table.js';

export interface StaffCredential extends Row {
  user_id: number;
  certification_id: number;
  license_number: string | null;
  issued_on: string | null;
  expires_on: string;
  notes: string | null;
}

export const credentialsTable = 'staff_credentials';
