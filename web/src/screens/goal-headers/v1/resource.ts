// Goal headers of the API's version 1.
import { headerPages } from '../headerPages';

export const goalHeadersV1 = headerPages(1, {
  label: 'Goal Headers',
  icon: 'header',
  check: { label: 'Goal Generator' },
  section: 'Goal Generator',
  position: 60,
});
