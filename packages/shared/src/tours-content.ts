// How the spec's "virtual tours and visit scheduling" works (docs/decisions/0104), shown on How it
// works at #virtual-tours; the claim in the home and About copy links there.
export const VIRTUAL_TOURS = {
  anchor: 'virtual-tours',
  /** Where the claim links to. */
  to: '/how-it-works#virtual-tours',
  heading: 'Virtual tours and visit scheduling',
  points: [
    {
      title: 'Video tours',
      body: 'Listings with a video carry a Virtual tour button: it plays the owner’s walk-through right in the gallery.',
    },
    {
      title: 'Video-call visits',
      body: 'Book a visit by video call from any listing: our team calls you at the slot you pick and walks you through the home live.',
    },
    {
      title: 'Site visits',
      body: 'Prefer to see it yourself? Book a site visit in person on any day of the next 30; we confirm it and meet you there.',
    },
  ],
} as const;
