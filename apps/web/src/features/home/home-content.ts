import { COMMISSION_PERCENT } from '@ncr/shared/constants';
import { MARKETING_CLAIMS } from '@ncr/shared/site';

// Home page copy (hero slides, why-us cards). Marketing numbers come from @ncr/shared/site.
// Slide backgrounds are CSS gradients (no image download) dark enough for white text (AA).

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
    body: 'Every listing and its papers are checked by our team, with virtual tours and visit scheduling.',
    background: 'linear-gradient(120deg, #0c4a6e 0%, #155e75 55%, #115e59 100%)',
  },
] as const;

export const WHY_US = [
  { icon: 'umbrella', title: 'Property Insurance', body: 'We help you insure the home you buy from the day you get the keys.' },
  { icon: 'badge-percent', title: 'Best Price', body: 'Urgent sellers price to sell: every listing is at least 20% below market value.' },
  {
    icon: 'hand-coins',
    title: `Lowest Commission of ${COMMISSION_PERCENT}%`,
    body: `${MARKETING_CLAIMS.commission}. Posting a property is always free.`,
  },
  { icon: 'sliders', title: 'Overall Control', body: 'You decide the price, the visits and the deal; we handle the paperwork.' },
] as const;
