// Goal headers in the API's three versions, one page set each (list, add, edit), behind 'Goal Generator': each
// version's folder declares its own (v1/resource.ts) with this.
import { resource, type ResourceMenuEntry } from '../../routes/resource';

/** A version's pages; the menu links to the first version's list (`menu`), whose page links to the others. */
export function headerPages(version: 1 | 2 | 3, menu?: ResourceMenuEntry) {
  const base = version === 1 ? '/goal-headers' : `/goal-headers/v${version}`;
  return resource({
    singular: `Goal Header (version ${version})`,
    plural: `Goal Headers (version ${version})`,
    pages: { List: base, Add: `${base}/add`, Edit: `${base}/edit/:goal_header_id` },
    permission: 'Goal Generator',
    ...(menu && { menu }),
  });
}
