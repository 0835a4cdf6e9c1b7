import { SITE, whatsappLink } from '@ncr/shared/site';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';

// Simple brand marks drawn inline (the icon set carries no brand logos).
const SOCIAL = [
  { href: SITE.social.facebook, label: 'Facebook', path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z' },
  {
    href: SITE.social.instagram,
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  { href: SITE.social.twitter, label: 'X (Twitter)', path: 'M4 4h4.5l4 5.5L17 4h3l-6.1 7.2L21 20h-4.5l-4.3-5.9L7 20H4l6.8-8z' },
  {
    href: SITE.social.linkedin,
    label: 'LinkedIn',
    path: 'M4 9h4v11H4zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v1.6c.6-1 1.9-1.9 3.8-1.9 3.4 0 4.2 2.2 4.2 5.1V20h-4v-5.3c0-1.3 0-2.9-1.8-2.9S14 13.2 14 14.6V20h-4z',
  },
];

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/property', label: 'Properties' },
  { to: '/services', label: 'Services' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/contact', label: 'Contact' },
];

export function Footer() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-semibold text-white">
            About Us
          </h2>
          <p className="mt-3 text-sm leading-relaxed">
            {SITE.name} connects owners who need to sell fast with buyers looking for genuine below-market deals across Delhi, Noida,
            Greater Noida, Gurugaon, Faridabad and Ghaziabad. Posting is free.
          </p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={s.label}
                  className="block rounded-full bg-slate-800 p-2 hover:bg-brand-700"
                >
                  <svg viewBox="0 0 24 24" className="h-4 w-4 fill-current" aria-hidden="true">
                    <path d={s.path} />
                  </svg>
                  <span className="sr-only">{s.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-semibold text-white">
            Quick Links
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold text-white">
            Contact
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{SITE.address}</span>
            </li>
            <li className="flex gap-2">
              <Phone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <a href={`tel:${SITE.phoneDial}`} className="hover:underline">
                {SITE.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <a href={`mailto:${SITE.email}`} className="hover:underline">
                {SITE.email}
              </a>
            </li>
          </ul>
          <a
            href={whatsappLink()}
            target="_blank"
            rel="noreferrer noopener"
            className="mt-4 inline-flex items-center gap-2 rounded-md bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
          >
            <MessageCircle className="h-4 w-4" aria-hidden />
            Chat on WhatsApp
          </a>
        </section>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {SITE.name}. All rights reserved.
      </p>
    </footer>
  );
}
