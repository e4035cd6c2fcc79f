import { areas } from './areas.ts';
import { services } from './services.ts';

export interface NavItem {
  name: string;
  href: string;
}

export const mainNav: readonly NavItem[] = [
  { name: 'Home', href: '/' },
  { name: 'Services', href: '/services' },
  { name: 'Service Areas', href: '/service-areas' },
  { name: 'Blog', href: '/blog' },
  { name: 'About', href: '/about' },
  { name: 'Contact', href: '/contact' },
];

/** Which main-nav item a path belongs to, so section pages highlight their parent. */
export function navSectionFor(path: string): string | undefined {
  if (path === '/') return '/';
  if (path.startsWith('/areas/')) return '/service-areas';
  const match = mainNav.find((item) => item.href !== '/' && (path === item.href || path.startsWith(`${item.href}/`)));
  return match?.href;
}

export interface FooterGroup {
  title: string;
  links: readonly NavItem[];
}

export const footerGroups: readonly FooterGroup[] = [
  { title: 'Services', links: services.map((s) => ({ name: s.title, href: s.href })) },
  { title: 'Service Areas', links: areas.map((a) => ({ name: `${a.city}, NC`, href: a.href })) },
  {
    title: 'Company',
    links: [
      { name: 'Home', href: '/' },
      { name: 'About Us', href: '/about' },
      { name: 'Our Work', href: '/our-work' },
      { name: 'Blog', href: '/blog' },
      { name: 'Cost Calculator', href: '/tools/cost-estimator' },
    ],
  },
  {
    title: 'Help',
    links: [
      { name: 'Contact', href: '/contact' },
      { name: 'Privacy Policy', href: '/privacy-policy' },
      { name: 'Terms of Service', href: '/terms-of-service' },
      { name: 'Site Map', href: '/sitemap' },
    ],
  },
];
