// The permissions of the funder pages: route label 'Funders' (menu payers-list) for funders,
// their contacts, prompt codes and links; menu payers-plan-list for funder plans.
export const funderPermission = 'Funders';
export const funderPlanPermission = 'payers-plan-list';
