/** The four blog categories, in sidebar order, with the URL slug of each category page. */
export const blogCategories = [
  {
    name: 'Repair Tips',
    slug: 'repair-tips',
    description: 'How cracks, sinking and surface damage happen, and how each one is properly fixed.',
  },
  {
    name: 'Cost Guides',
    slug: 'cost-guides',
    description: 'What concrete repair, leveling and resurfacing cost in the Charlotte area, and what moves the price.',
  },
  {
    name: 'DIY vs Pro',
    slug: 'diy-vs-pro',
    description: 'Which jobs you can handle yourself, when to call a contractor, and how to choose a good one.',
  },
  {
    name: 'Maintenance',
    slug: 'maintenance',
    description: 'Simple yearly habits that keep driveways, patios and walkways sound through Charlotte weather.',
  },
] as const;

export type BlogCategoryName = (typeof blogCategories)[number]['name'];

export const blogCategoryNames = blogCategories.map((c) => c.name) as [BlogCategoryName, ...BlogCategoryName[]];
