// Target promo codes: a setup list under the billing codes permission; its list and deleted pages are titled in the
// singular.
import { resource, setupPages } from '../../routes/resource';

export const targetPromoCodes = resource({
  singular: 'Target Promo Code',
  plural: 'Target Promo Codes',
  pages: setupPages('target-promo-code'),
  titles: { List: 'Target Promo Code', Deleted: 'Deleted Target Promo Code' },
  permission: 'hcodes-list',
  menu: { label: 'Target Promo Code', icon: 'tag', section: 'Configuration', position: 190 },
  documents: { type: 'TargetPromoCode', fields: ['id', 'code', 'name', 'color', 'description', 'status'], export: 'targetPromoCodeDocuments' },
});
