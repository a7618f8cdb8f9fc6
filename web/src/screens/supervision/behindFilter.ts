// The staff list's address key and value that swap its rows for the RBTs behind on supervision this month. Apart
// from the view itself, so that the staff list's route can read an address without loading the view.
export const BEHIND_FILTER = { key: 'supervision', value: 'behind' } as const;

export const behindFilterOption = { value: BEHIND_FILTER.value, label: 'Behind on supervision' };
