// Every area of the practice API the stand-in answers, in registration order. A new area is a folder under
// src/areas/ whose index.ts exports its Area; `npm run codegen` lists it in index.generated.ts. An area that reads
// another's tables when it seeds, or whose routes must come second, names that area in its `after`.
import { orderAreas, type Area } from '../server/area.js';
import { discoveredAreas } from './index.generated.js';

export const areas: readonly Area[] = orderAreas(discoveredAreas);
