import { COMMISSION_PERCENT } from './constants';
import { MARKETING_CLAIMS, SITE } from './site';
import { VIRTUAL_TOURS } from './tours-content';

// The copy of the home and content pages (About, Services, How it works, Contact), in one module the
// operator edits. Contact details and the marketing claims themselves live in site.ts; icons are
// chosen by the web app from each entry's `icon` key, so this file stays plain text.

export const ABOUT = {
  title: 'About Us',
  intro: `${SITE.name} is the Delhi NCR marketplace for owners who need to sell fast and buyers who want a genuine bargain.`,
  belowMarket: MARKETING_CLAIMS.belowMarket,
  mission: {
    heading: 'Our Mission',
    body: 'Urgent sales deserve a fair, quick and transparent deal. We bring motivated sellers and ready buyers together, verify every listing, and stay with both sides until the registry is done.',
  },
  reasonsHeading: 'Why Choose Us',
  reasons: [
    {
      icon: 'badge-percent',
      title: 'Below-market prices',
      body: 'Sellers list with us because they need to move quickly, so the prices are real bargains.',
    },
    {
      icon: 'shield-check',
      title: MARKETING_CLAIMS.verified,
      body: 'Our team checks every listing and its papers before it goes live.',
    },
    {
      icon: 'hand-coins',
      title: `${COMMISSION_PERCENT}% commission`,
      body: `${MARKETING_CLAIMS.commission}. ${MARKETING_CLAIMS.freePosting}.`,
    },
    {
      icon: 'clock',
      title: MARKETING_CLAIMS.buyersWithinADay,
      body: 'Serious buyers see new listings the moment they are approved.',
    },
    {
      icon: 'headset',
      title: MARKETING_CLAIMS.support,
      body: 'One relationship manager from the first call to the handover of the keys.',
    },
    {
      icon: 'umbrella',
      title: MARKETING_CLAIMS.insurance,
      body: 'We help you insure the home you buy from the day you get the keys.',
    },
    {
      icon: 'video',
      title: MARKETING_CLAIMS.virtualTours,
      body: 'Watch a video tour of the home, then book a site visit or a video-call visit with our team.',
      // How tours and video-call visits work (docs/decisions/0104).
      to: VIRTUAL_TOURS.to,
    },
  ],
  // The spec's figures (§1): more than 10k properties, 30k+ satisfied clients, 700+ houses sold.
  statsHeading: 'In numbers',
  stats: [
    { value: MARKETING_CLAIMS.properties, label: 'Properties' },
    { value: MARKETING_CLAIMS.clients, label: 'Satisfied clients' },
    { value: MARKETING_CLAIMS.housesSold, label: 'Houses sold' },
  ],
  cta: { label: 'Browse Properties', to: '/property' },
} as const;

export const SERVICES = {
  title: 'Our Services',
  intro: 'Everything you need to buy, rent or sell property in Delhi NCR, from the first search to the registry.',
  cards: [
    {
      id: 'buy',
      icon: 'home',
      title: 'Buy a Property',
      body: 'Verified homes at least 20% below market value, with virtual tours and visit scheduling.',
      cta: 'Browse Properties',
      to: '/property',
    },
    {
      id: 'rent',
      icon: 'key-round',
      title: 'Rent a Property',
      body: 'Ready-to-move flats and houses with owners who want a quick, clean agreement.',
      cta: 'Find a Rental',
      to: '/property?purpose=rent',
    },
    {
      id: 'sell',
      icon: 'badge-indian-rupee',
      title: 'Sell a Property',
      body: `Post your property for free and pay only ${COMMISSION_PERCENT}% commission when it sells. Buyers within a day.`,
      cta: 'Start Selling',
      // Sellers go to their dashboard, everyone else to /login (spec §2): decided by the web app.
      to: null,
    },
    {
      id: 'commercial',
      icon: 'building-2',
      title: 'Commercial Property',
      body: 'Shops, offices and showrooms across Delhi, Noida, Gurugaon and beyond.',
      cta: 'Explore Commercial',
      to: '/property?propertyType=commercial',
    },
    {
      id: 'insurance',
      icon: 'umbrella',
      title: 'Property Insurance',
      body: 'Cover for your new home arranged through trusted insurers.',
      cta: 'Talk to Us',
      to: '/contact',
    },
    {
      id: 'support',
      icon: 'headset',
      title: 'Dedicated Support',
      body: 'Legal checks, loan paperwork and registry help from one relationship manager.',
      cta: 'Contact Us',
      to: '/contact',
    },
  ],
} as const;
export type ServiceId = (typeof SERVICES.cards)[number]['id'];

export const HOW_IT_WORKS = {
  title: 'How It Works',
  intro: 'Three simple steps from your search to your new home.',
  steps: [
    {
      icon: 'search',
      title: 'Find Your Future Home',
      body: 'Search verified listings by city, type, budget and BHK. Save the ones you like to your wishlist.',
    },
    {
      icon: 'users',
      title: 'Experienced Agents',
      body: 'Our agents arrange visits, check the papers and negotiate for you, so you never deal with surprises.',
    },
    {
      icon: 'key-round',
      title: 'Buy Homes',
      body: 'Close the deal with loan and registry support, and move in with confidence.',
    },
  ],
  browse: { label: 'Browse Properties', to: '/property' },
  talk: { label: 'Talk to an Agent' },
} as const;

export { CONTACT } from './contact-content';

// Home page: hero slides and why-us cards. Slide backgrounds are CSS gradients (no image
// download), dark enough for white text (AA).
export const HERO_SLIDES = [
  {
    title: 'Urgent sales. Real bargains.',
    body: `${MARKETING_CLAIMS.belowMarket} Homes, plots and shops across Delhi NCR from owners who need to sell now.`,
    background: 'linear-gradient(120deg, #134e4a 0%, #115e59 55%, #0f766e 100%)',
  },
  {
    title: 'Sell fast. Pay only 2%.',
    body: `Post your property for free and reach serious buyers within a day. ${MARKETING_CLAIMS.commission}.`,
    background: 'linear-gradient(120deg, #1e293b 0%, #334155 50%, #78350f 100%)',
  },
  {
    title: 'Verified listings, no guesswork.',
    body: `Every listing and its papers are checked by our team, with ${MARKETING_CLAIMS.virtualTours.toLowerCase()}.`,
    background: 'linear-gradient(120deg, #0c4a6e 0%, #155e75 55%, #115e59 100%)',
  },
] as const;

export const WHY_US = [
  { icon: 'umbrella', title: 'Property Insurance', body: 'We help you insure the home you buy from the day you get the keys.' },
  {
    icon: 'badge-percent',
    title: 'Best Price',
    body: 'Urgent sellers price to sell: every listing is at least 20% below market value.',
  },
  {
    icon: 'hand-coins',
    title: `Lowest Commission of ${COMMISSION_PERCENT}%`,
    body: `${MARKETING_CLAIMS.commission}. Posting a property is always free.`,
  },
  { icon: 'sliders', title: 'Overall Control', body: 'You decide the price, the visits and the deal; we handle the paperwork.' },
] as const;
