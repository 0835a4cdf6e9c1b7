// The operator's contact details and marketing copy, in one place (product decisions: "the
// statistic tiles and the marketing claims stay copy, kept in one content module").
export const SITE = {
  name: 'NCR Urgent Sale',
  tagline: 'Urgent, below-market property sales across Delhi NCR',
  phone: '+91 98100 12345',
  phoneDial: '+919810012345',
  email: 'support@ncrurgentsale.in',
  address: 'B-12, Sector 62, Noida, Uttar Pradesh 201309',
  hours: 'Mon-Sat 9:00AM-6:00PM',
  whatsappNumber: '919810012345',
  whatsappGreeting: 'Hello! I am interested in a property on NCR Urgent Sale.',
  // Where the office is, for the contact page's map (drawn on the site's own tiles, MAP_TILES_URL).
  office: { lat: 28.625, lng: 77.3675 },
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    twitter: 'https://x.com/',
    linkedin: 'https://www.linkedin.com/',
  },
} as const;

export const whatsappLink = (): string => `https://wa.me/${SITE.whatsappNumber}?text=${encodeURIComponent(SITE.whatsappGreeting)}`;

// The spec's marketing claims (§1) in its words, the operator's copy to edit or delete. Below
// market is made true by the market rates staff keep and the minimum discount to publish
// (product decisions, turn 4; docs/decisions/0101).
export const MARKETING_CLAIMS = {
  belowMarket: 'Every listing is at least 20% below market value.',
  freePosting: 'Post your property for free',
  commission: '2% commission, the lowest in the market',
  virtualTours: 'Virtual tours and visit scheduling',
  insurance: 'Property insurance',
  verified: 'Verified listings',
  buyersWithinADay: 'Buyers within a day',
  support: 'Dedicated support',
  properties: '10k+',
  clients: '30k+',
  housesSold: '700+',
} as const;

/** The home page's statistic tiles (spec §2, Home), the operator's copy with the spec's values. */
export const STATISTICS = [
  { value: '260+', label: 'Construction' },
  { value: '110+', label: 'Rooms' },
  { value: '190+', label: 'Sold' },
  { value: '560+', label: 'Area' },
] as const;
