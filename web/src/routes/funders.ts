import { area } from './define';
import type { AppRoute } from './types';

const funders = area({ label: 'Funders', to: '/payers' }, { permission: 'Funders' });
/** Pages about one funder: their title carries the selected funder's name. */
const funder = area({ label: 'Funders', to: '/payers' }, { permission: 'Funders', funderPage: true });
const plans = area({ label: 'Funder Plans', to: '/payer-plans' }, { permission: 'payers-plan-list' });

export const funderRoutes: AppRoute[] = [
  funders('/payers', 'Funders'),
  funders('/add-payer', 'Add Funder'),
  funder('/edit-payer/:payer_id', 'Edit Funder'),
  funders('/delete-payer', 'Deleted Funders'),
  funder('/payer-prompt-code/:payer_id', 'Funder Prompt Codes'),
  funder('/payer-cases/:payer_id', 'Funder Contacts'),
  funder('/add-payer-case/:payer_id', 'Add Funder Contact'),
  funder('/edit-payer-case/:payer_cases_id', 'Edit Funder Contact'),
  funder('/payer-service-line/:payer_id', 'Funder Service Lines'),
  funder('/payers/service-line/:payer_id', 'Assign Service Lines'),
  funder('/payers-service-line/:service_line_id', 'Funder Service Line'),
  funder('/payer-billing-code/:payer_id', 'Funder Billing Codes'),
  funder('/payers/billing-code/:payer_id', 'Assign Billing Codes'),
  funder('/payers-billing-code/:billing_code_id', 'Funder Billing Code'),
  plans('/payer-plans', 'Funder Plans'),
  plans('/add-payer-plans', 'Add Funder Plan'),
  plans('/edit-payer-plan/:plan_id', 'Edit Funder Plan'),
  plans('/delete-payer-plan', 'Deleted Funder Plans'),
];
