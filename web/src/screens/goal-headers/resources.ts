// Goal headers in the API's three versions, one page set each (list, add, edit), behind 'Goal Generator'.
import { resource } from '../../routes/resource';

function headerPages(version: 1 | 2 | 3) {
  const base = version === 1 ? '/goal-headers' : `/goal-headers/v${version}`;
  return resource({
    singular: `Goal Header (version ${version})`,
    plural: `Goal Headers (version ${version})`,
    pages: { List: base, Add: `${base}/add`, Edit: `${base}/edit/:goal_header_id` },
    permission: 'Goal Generator',
  });
}

export const goalHeadersV1 = headerPages(1);
export const goalHeadersV2 = headerPages(2);
export const goalHeadersV3 = headerPages(3);
