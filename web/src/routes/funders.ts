import { area } from './define';
import { lazyScreen, withScreens } from './screens';
import type { AppRoute } from './types';

const funders = area({ label: 'Funders', to: '/payers' }, { permission: 'Funders' });
/** Pages about one funder: their title carries the selected funder's name. */
const funder = area({ label: 'Funders', to: '/payers' }, { permission: 'Funders', funderPage: true });
const plans = area({ label: 'Funder Plans', to: '/payer-plans' }, { permission: 'payers-plan-list' });

const loadFunders = () => import('../screens/funders');
const loadContacts = () => import('../screens/funder-contacts');
const loadLinks = () => import('../screens/funder-links');

export const funderRoutes: AppRoute[] = [
  funders('/payers', 'Funders', { screen: lazyScreen(loadFunders, 'List') }),
  funders('/add-payer', 'Add Funder', { screen: lazyScreen(loadFunders, 'Add') }),
  funder('/edit-payer/:payer_id', 'Edit Funder', { screen: lazyScreen(loadFunders, 'Edit') }),
  funders('/delete-payer', 'Deleted Funders', { screen: lazyScreen(loadFunders, 'Deleted') }),
  funder('/payer-prompt-code/:payer_id', 'Funder Prompt Codes', { screen: lazyScreen(() => import('../screens/funder-prompt-codes'), 'List') }),
  funder('/payer-cases/:payer_id', 'Funder Contacts', { screen: lazyScreen(loadContacts, 'List') }),
  funder('/add-payer-case/:payer_id', 'Add Funder Contact', { screen: lazyScreen(loadContacts, 'Add') }),
  funder('/edit-payer-case/:payer_cases_id', 'Edit Funder Contact', { screen: lazyScreen(loadContacts, 'Edit') }),
  funder('/payer-service-line/:payer_id', 'Funder Service Lines', { screen: lazyScreen(loadLinks, 'ServiceLines') }),
  funder('/payers/service-line/:payer_id', 'Assign Service Lines', { screen: lazyScreen(loadLinks, 'AssignServiceLines') }),
  funder('/payers-service-line/:service_line_id', 'Funder Service Line', { screen: lazyScreen(loadLinks, 'ServiceLineFunders') }),
  funder('/payer-billing-code/:payer_id', 'Funder Billing Codes', { screen: lazyScreen(loadLinks, 'BillingCodes') }),
  funder('/payers/billing-code/:payer_id', 'Assign Billing Codes', { screen: lazyScreen(loadLinks, 'AssignBillingCodes') }),
  funder('/payers-billing-code/:billing_code_id', 'Funder Billing Code', { screen: lazyScreen(loadLinks, 'BillingCodeDetail') }),
  ...withScreens(
    [
      plans('/payer-plans', 'Funder Plans'),
      plans('/add-payer-plans', 'Add Funder Plan'),
      plans('/edit-payer-plan/:plan_id', 'Edit Funder Plan'),
      plans('/delete-payer-plan', 'Deleted Funder Plans'),
    ],
    () => import('../screens/funder-plans'),
  ),
];
