/** The four blog categories, in sidebar order, with the URL slug of each category page. */
export const blogCategories = [
  { name: 'Repair Tips', slug: 'repair-tips' },
  { name: 'Cost Guides', slug: 'cost-guides' },
  { name: 'DIY vs Pro', slug: 'diy-vs-pro' },
  { name: 'Maintenance', slug: 'maintenance' },
] as const;

export type BlogCategoryName = (typeof blogCategories)[number]['name'];

export const blogCategoryNames = blogCategories.map((c) => c.name) as [BlogCategoryName, ...BlogCategoryName[]];
