// The copy of the signed-in screens (account settings, the buyer's and seller's dashboards), apart
// from the public pages' (content.ts) so that public pages do not download it.

export const ACCOUNT = {
  profileTitle: 'Profile',
  settingsTitle: 'Account Settings',
  details: {
    heading: 'Profile details',
    fullName: 'Full name',
    email: 'Email',
    save: 'Save Changes',
    saving: 'Saving...',
    saved: 'Settings saved',
    savedBody: 'Your name and e-mail address are updated.',
    failed: 'Could not save your settings',
  },
  mobile: {
    heading: 'Mobile number',
    current: 'Current number',
    intro: 'We send a one-time code to the new number. It is saved once you enter that code.',
    newMobile: 'New mobile number',
    newMobilePlaceholder: '+91 98765 43210',
    sendCode: 'Send Code',
    sendingCode: 'Sending...',
    codeSent: 'Code sent',
    codeSentBody: 'Enter the 6-digit code we sent to the new number.',
    code: 'Verification code',
    verify: 'Verify and Save',
    verifying: 'Verifying...',
    changeNumber: 'Use another number',
    saved: 'Mobile number updated',
    failed: 'Could not change your mobile number',
  },
  password: {
    heading: 'Password',
    body: 'You sign in with a one-time code sent to your mobile, so there is no password to set or change.',
  },
  deletion: {
    heading: 'Delete account',
    body: 'Deleting your account signs you out on every device. This cannot be undone.',
    button: 'Delete Account',
    confirmTitle: 'Delete your account?',
  },
} as const;

export const BUYER_DASHBOARD = {
  title: 'Buyer Dashboard',
  welcome: 'Welcome',
  tabs: { requirements: 'Property Requirements', matches: 'Property Matches', history: 'Search History' },
  form: {
    intro: 'Tell us what you are looking for. We match your requirements with verified listings and our experts call you back.',
    submit: 'Submit Requirements',
    submitting: 'Submitting...',
    consentLabel: 'I agree to be contacted regarding my property inquiry.',
    locationHint: 'A city (for example Noida) or a locality (for example Sector 62).',
    anyOption: 'Any',
    sections: { about: 'About you', property: 'The property', money: 'Budget and financing', preferences: 'Preferences' },
    labels: {
      name: 'Full name',
      email: 'Email',
      propertyType: 'Property type',
      purpose: 'Purpose',
      location: 'Location',
      budgetMin: 'Minimum budget (lakhs)',
      budgetMax: 'Maximum budget (lakhs)',
      bhk: 'BHK',
      area: 'Area (sq ft)',
      floor: 'Preferred floor',
      possession: 'Possession',
      homeLoan: 'Home loan needed?',
      preApproved: 'Loan pre-approved?',
      parking: 'Parking',
      gated: 'Gated society',
      amenities: 'Amenities',
      facing: 'Facing',
      comments: 'Comments',
    },
    placeholders: { area: 'e.g. 1200', floor: 'e.g. 3rd to 8th', comments: 'Anything else we should know?' },
  },
  matches: {
    intro: 'Listings that fit your latest requirements, your saved searches and your recent searches, newest first.',
    emptyBody: 'Submit your requirements, save a search or search while signed in: the listings that fit appear here.',
    becauseRequirements: 'Fits your requirements',
    becauseSaved: (name: string) => `Your saved search: ${name}`,
    becauseSearched: (what: string) => `Like your search: ${what}`,
    editRequirements: 'Edit Requirements',
    failed: 'Could not load your matches.',
  },
  history: {
    intro: 'Your recent searches. Run any of them again with one click.',
    emptyTitle: 'No searches yet',
    emptyBody: 'Searches you run while signed in appear here.',
    browse: 'Search Properties',
    replay: 'Search again',
    allProperties: 'All properties',
    failed: 'Could not load your search history.',
  },
} as const;

export const SELLER_DASHBOARD = {
  title: 'Seller Dashboard',
  postProperty: 'Post Property Now',
  myListings: 'My Listings',
  // My Listings' banner while any listing awaits review: what happens next after a post.
  pendingBanner: {
    heading: 'Pending review: what happens next',
    steps: [
      'Our team reviews every listing before it goes live, usually within one working day.',
      'Once approved, it appears in search, with its price per sq ft and how it compares with its locality.',
      'Buyers contact our team, not you directly: we call you before any site visit and stay with both sides until the registry.',
      'Until then it shows as Pending here, and you can still edit it.',
    ],
  },
} as const;
