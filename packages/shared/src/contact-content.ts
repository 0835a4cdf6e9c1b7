// The contact page's copy, apart from the other pages' (content.ts) so that page loads only its own.
import { SITE } from './site';

export const CONTACT = {
  title: 'Contact Us',
  intro: 'Questions about a property, posting or your account? Send us a message and we will get back to you shortly.',
  formHeading: 'Send us a message',
  labels: { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message', send: 'Send Message', sending: 'Sending...' },
  // The spec's placeholders (§5), word for word; the visible labels above name each field.
  placeholders: {
    name: 'Your beautiful name',
    email: 'your cool email address',
    phone: '+91 12345 67890',
    message: 'Your message for us...',
  },
  detailsHeading: 'Get in touch',
  hoursLabel: 'Working hours',
  mapTitle: `Map showing the ${SITE.name} office in Noida`,
  help: {
    heading: 'Need Help?',
    items: [
      {
        id: 'account',
        question: 'Account or login issues',
        answer:
          'Sign in at the Login page with the one-time code we send to your mobile. If the code does not arrive, wait a minute and request a new one, or call us.',
      },
      {
        id: 'posting',
        question: 'Property posting questions',
        answer:
          'Posting is free. Choose "Post Your Property (FREE)", fill in the two steps and add photos. Our team reviews each listing before it goes live.',
      },
      {
        id: 'agent',
        question: 'Talk to an agent',
        answer: `Our agents are available ${SITE.hours}.`,
        callLabel: `Call ${SITE.phone}`,
      },
    ],
  },
} as const;

// Texts of the buyer and seller dashboards that the spec does not word itself.
