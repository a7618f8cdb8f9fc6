// Fax: the sent faxes, under the recipients' crumb and permission (the recipients are a declared resource).
import { faxRecipients } from '../screens/fax/resource';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const fax = screensOf(() => import('../screens/fax'));

export const faxRoutes: AppRoute[] = [faxRecipients.page('/sent-faxes', 'Sent Faxes', { screen: fax('SentFaxes') })];
