export const homeTexts = {
  heroTitle: 'Your Trusted Supply Partner',
  heroSubtitle:
    'Quality household supplies and packaging products for homes and businesses, delivered across India with tracking.',
  browse: 'Browse Products',
  featuredItems: 'Featured Items',
  categoriesTitle: 'Quality Supply Solutions',
  categoriesSubtitle: 'Everything a home, office or online seller needs, in one place.',
  categoryAction: 'Shop now',
  featuredTitle: 'Featured Products',
  viewAll: 'View All',
  featuredEmpty: 'No featured products available at the moment.',
  infoTitle: 'Why buy from us',
  explore: 'Explore Products',
  newsletterTitle: 'Stay in the loop',
  newsletterText: 'New arrivals and bulk offers, straight to your inbox. No spam.',
  newsletterLabel: 'Email address',
  subscribe: 'Subscribe',
  subscribed: 'Subscribed!',
  subscribedDetail: 'Thank you for subscribing to our newsletter.',
} as const;

export const INFO_POINTS = [
  {
    title: 'GST invoices',
    text: 'Every order comes with a GST tax invoice, so businesses can claim input tax credit.',
  },
  {
    title: 'Pan-India delivery',
    text: 'Tracked delivery to homes, offices and warehouses in every state.',
  },
  {
    title: 'Bulk pricing',
    text: 'Better prices on larger quantities for offices, shops and online sellers.',
  },
] as const;

export const HOME_CATEGORY_LIMIT = 3;
export const FEATURED_SKELETONS = 4;
