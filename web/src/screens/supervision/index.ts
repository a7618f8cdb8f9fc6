// The supervision pages the route table loads: the month's screen and the staff record's Supervision tab.
import { StaffSupervision } from './StaffSupervision';
import { SupervisionScreen } from './SupervisionScreen';

export const screens = { Supervision: SupervisionScreen, StaffSupervision };
