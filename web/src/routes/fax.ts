// Fax: the recipients (a kit resource) and the sent faxes, under the recipients' crumb and permission.
import { faxRecipients } from '../screens/fax/resource';
import { resourceRoutes, screensOf } from './screens';
import type { AppRoute } from './types';

const fax = screensOf(() => import('../screens/fax'));

export const faxRoutes: AppRoute[] = [
  ...resourceRoutes(faxRecipients, () => import('../screens/fax')),
  faxRecipients.page('/sent-faxes', 'Sent Faxes', { screen: fax('SentFaxes') }),
];
