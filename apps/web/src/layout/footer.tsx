import { Link } from 'react-router-dom';
import { useGetSettingsQuery } from '@nidra/web/data-access';
import { NewsletterForm } from '@nidra/web/feature-support';
import { Logo } from '@nidra/web/ui';

const SOCIAL = [
  ['Facebook', 'https://www.facebook.com/'],
  ['Instagram', 'https://www.instagram.com/'],
  ['YouTube', 'https://www.youtube.com/'],
  ['X', 'https://x.com/'],
];

export function Footer() {
  const { data: settings } = useGetSettingsQuery();
  return (
    <footer className="footer">
      <div className="footer__inner container">
        <div className="footer__brand">
          <Logo />
          <address className="footer__address">
            Nidra Sleep Pvt. Ltd.
            <br />
            42, 100 Feet Road, Indiranagar
            <br />
            Bengaluru, Karnataka 560038
          </address>
          {settings && (
            <p className="footer__phone">
              Call us: <a href={`tel:${settings.supportPhone.replace(/[^\d+]/g, '')}`}>{settings.supportPhone}</a>
            </p>
          )}
        </div>
        <nav className="footer__links" aria-label="Footer">
          <h2 className="footer__heading">Links</h2>
          <Link to="/contact">Contact Us</Link>
          <Link to="/sell">Sell With Us</Link>
          <Link to="/policy">Policy</Link>
        </nav>
        <NewsletterForm />
        <div className="footer__social">
          <h2 className="footer__heading">Follow us</h2>
          <ul>
            {SOCIAL.map(([name, href]) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noreferrer noopener">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="footer__copyright">© {new Date().getFullYear()} Nidra. All rights reserved.</p>
    </footer>
  );
}
