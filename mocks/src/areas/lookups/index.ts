// The fixed reference lists forms pick from: states, time zones, languages and places of service. Any signed-in
// user may read them; they answer the whole list, unpaged.
import type { Area } from '../../server/area.js';
import { ok } from '../../server/replies.js';
import { languages } from './languages.js';
import { placesOfService } from './places-of-service.js';
import { states } from './states.js';
import { timezones } from './timezones.js';

const lists: Readonly<Record<string, readonly unknown[]>> = {
  '/get-states': states,
  '/timezone': timezones,
  '/languages': languages,
  '/place-of-service': placesOfService,
};

export const lookupsArea: Area = {
  name: 'lookups',
  register(router, { auth }) {
    for (const [path, rows] of Object.entries(lists)) {
      router.get(path, auth.required, (_req, res) => ok(res, { data: rows }));
    }
  },
};

export { languages, placesOfService, states, timezones };
export type { Language } from './languages.js';
export type { PlaceOfService } from './places-of-service.js';
export type { State } from './states.js';
export type { Timezone } from './timezones.js';
