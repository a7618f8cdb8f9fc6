// Every area of the practice API the stand-in answers, in registration order. A new area is a folder under
// src/areas/ and one line here.
import type { Area } from '../server/area.js';
import { agenciesArea } from './agencies/index.js';
import { authArea } from './auth/index.js';
import { helpDeskArea } from './help-desk/index.js';

export const areas: readonly Area[] = [authArea, helpDeskArea, agenciesArea];
