// The place of service billed for a session at a location, as the session report spells it ("Office (11)").
import type { Location } from '../locations/index.js';

const places: Record<string, string> = { '02': 'Telehealth', '03': 'School', '11': 'Office', '12': 'Home', '99': 'Other' };

export function placeOfService(location: Pick<Location, 'place_of_service'> | undefined): string {
  const code = location?.place_of_service ?? '11';
  return `${places[code] ?? 'Other'} (${code})`;
}
