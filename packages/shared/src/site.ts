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
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=77.355%2C28.615%2C77.380%2C28.635&layer=mapnik',
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    twitter: 'https://x.com/',
    linkedin: 'https://www.linkedin.com/',
  },
} as const;

export const whatsappLink = (): string => `https://wa.me/${SITE.whatsappNumber}?text=${encodeURIComponent(SITE.whatsappGreeting)}`;

export const MARKETING_CLAIMS = {
  // Not "at least 20% below market": the listings' own figures do not all back it (issue 24,
  // docs/decisions/0056). What every listing does show is how it compares, so that is the claim.
  belowMarket: 'Owners who need to sell quickly price to sell, and every listing shows how its price per sq ft compares with its locality.',
  commission: '2% commission, the lowest in the market',
  properties: '10k+',
  clients: '30k+',
  housesSold: '700+',
} as const;
