// The pages of one staff member's record besides the profile: students, schools, service lines and credentials.
import { credentialScreens } from './credentials/screens';
import { StaffSchools } from './record/StaffSchools';
import { StaffStudents } from './record/StaffStudents';
import { serviceLineScreens } from './service-lines/screens';
import { staffMember } from './shared/owner';
import './staff.css';

const serviceLines = serviceLineScreens({ slug: 'staff', owner: staffMember, paid: true });

export const screens = {
  Students: StaffStudents,
  Schools: StaffSchools,
  ServiceLines: serviceLines.List,
  AddServiceLine: serviceLines.Add,
  EditServiceLine: serviceLines.Edit,
  Credentials: credentialScreens.List,
};
