// POST slogin/{site_id}: organisation single sign-on and switch. The route's token comes as the bearer; the
// answer is a new token for the same user, scoped to that site.
import type { Router } from 'express';
import { callerOf } from '../../server/auth.js';
import type { AreaContext } from '../../server/area.js';
import { notFound } from '../../server/replies.js';

export const unknownSiteMessage = 'Organization not found.';

export function registerSiteLogin(router: Router, { db, tokens, auth }: AreaContext): void {
  router.post('/slogin/:site_id', auth.required, (req, res) => {
    const siteId = Number(req.params.site_id);
    const site = Number.isSafeInteger(siteId) ? db.organizations.find(siteId) : undefined;
    if (!site) {
      notFound(res, unknownSiteMessage);
      return;
    }
    const { user } = callerOf(req);
    res.json({ status: true, data: { data: tokens.issue(user.id, { siteId: site.id }) } });
  });
}
