// The pages about one funder beyond the funders' own (titled with the selected funder's name).
import { funders } from '../screens/funders/resource';
import { screensOf } from './screens';
import type { AppRoute, ScreenLoader } from './types';

const contactPages = screensOf(() => import('../screens/funders/contacts'));
const linkPages = screensOf(() => import('../screens/funders/links'));
const promptCodePages = screensOf(() => import('../screens/funders/prompt-codes'));

/** A page about one funder: the funders' crumb and permission, its title carrying the funder's name. */
const funder = (path: string, title: string, screen: ScreenLoader): AppRoute => funders.page(path, title, { funderPage: true, screen });

export const funderRoutes: AppRoute[] = [
  funder('/payer-prompt-code/:payer_id', 'Funder Prompt Codes', promptCodePages('List')),
  funder('/payer-cases/:payer_id', 'Funder Contacts', contactPages('List')),
  funder('/add-payer-case/:payer_id', 'Add Funder Contact', contactPages('Add')),
  funder('/edit-payer-case/:payer_cases_id', 'Edit Funder Contact', contactPages('Edit')),
  funder('/payer-service-line/:payer_id', 'Funder Service Lines', linkPages('ServiceLines')),
  funder('/payers/service-line/:payer_id', 'Assign Service Lines', linkPages('AssignServiceLines')),
  funder('/payers-service-line/:service_line_id', 'Funder Service Line', linkPages('ServiceLineFunders')),
  funder('/payer-billing-code/:payer_id', 'Funder Billing Codes', linkPages('BillingCodes')),
  funder('/payers/billing-code/:payer_id', 'Assign Billing Codes', linkPages('AssignBillingCodes')),
  funder('/payers-billing-code/:billing_code_id', 'Funder Billing Code', linkPages('BillingCodeDetail')),
];
