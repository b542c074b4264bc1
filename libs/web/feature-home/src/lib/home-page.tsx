import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FlipIcon, LeafIcon, MoonIcon, ShieldIcon, SpringIcon, TruckIcon } from '@nidra/web/ui';

const FEATURES = [
  {
    icon: LeafIcon,
    title: 'Organic Cotton',
    text: 'Covers of certified organic cotton that breathe through warm Indian nights and stay soft wash after wash.',
  },
  {
    icon: SpringIcon,
    title: 'Pocket Springs',
    text: 'Individually wrapped springs follow every curve of your body, so a partner turning over never wakes you.',
  },
  {
    icon: FlipIcon,
    title: 'Flippable Mattress',
    text: 'Two comfort sides in one: firm for support, plush for softness. Flip it whenever your back asks.',
  },
];

const REASONS = [
  ['Made for India', 'Designed and made in India, for our climate, our homes and our bed sizes, from single to king.'],
  ['Honest materials', 'Natural latex, high-resilience foam and organic cotton. No fillers and nothing you would not sleep on.'],
  ['Any size you need', 'Standard sizes ship from stock; custom sizes are cut to your length and breadth in inches.'],
  ['People who answer', 'Talk to a sleep expert on chat or phone, before you buy and for as long as you own the mattress.'],
];

export interface HomePageProps {
  /** The featured products' carousel, composed in by the app (it belongs to the catalog feature). */
  featured?: ReactNode;
  /** The customer reviews section, composed in by the app (it belongs to the reviews feature). */
  testimonials?: ReactNode;
}

export function HomePage({ featured, testimonials }: HomePageProps) {
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__inner container">
          <div className="hero__copy">
            <p className="eyebrow">Mattresses, pillows and bedding</p>
            <h1 className="hero__title">Better Sleep, Better Living</h1>
            <p className="hero__lead">
              Mattresses crafted for deep, restful sleep, delivered free to your door anywhere in India.
            </p>
            <div className="hero__actions">
              <Link className="btn btn--primary btn--lg" to="/shop">
                Shop Now
              </Link>
              <Link className="btn btn--secondary btn--lg" to="/register">
                Create an account
              </Link>
            </div>
          </div>
          <div className="hero__art" aria-hidden="true">
            <div className="hero__moon">
              <MoonIcon width={96} height={96} />
            </div>
            <div className="hero__bed">
              <span className="hero__pillow" />
              <span className="hero__pillow" />
              <span className="hero__mattress" />
              <span className="hero__base" />
            </div>
          </div>
        </div>
      </section>

      <section className="features container" aria-label="What makes our mattresses different">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <article key={title} className="feature">
            <span className="feature__icon">
              <Icon width={28} height={28} />
            </span>
            <h2 className="feature__title">{title}</h2>
            <p className="feature__text">{text}</p>
          </article>
        ))}
      </section>

      {featured}

      <section className="info-strip" aria-label="Our promise">
        <div className="info-strip__inner container">
          <p>
            <strong>1,00,000+</strong> happy sleepers
          </p>
          <p>
            <strong>7-day</strong> delivery to most cities
          </p>
          <p>
            <strong>Made in India</strong> with certified materials
          </p>
        </div>
      </section>

      <section className="why container">
        <h2 className="section-title">Why our products</h2>
        <div className="why__grid">
          {REASONS.map(([title, text]) => (
            <article key={title} className="why__item">
              <h3 className="why__title">{title}</h3>
              <p className="why__text">{text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="guarantee" aria-label="Our guarantee">
        <div className="guarantee__inner container">
          <div className="guarantee__item">
            <ShieldIcon width={32} height={32} />
            <p className="guarantee__title">10-Year Warranty</p>
            <p className="guarantee__text">Sagging or defects within ten years? We repair or replace it.</p>
          </div>
          <div className="guarantee__item">
            <MoonIcon width={32} height={32} />
            <p className="guarantee__title">100-Night Risk-Free Trial</p>
            <p className="guarantee__text">Sleep on it for 100 nights. Not in love? We collect it and refund you.</p>
          </div>
          <div className="guarantee__item">
            <TruckIcon width={32} height={32} />
            <p className="guarantee__title">Free Shipping All Over India</p>
            <p className="guarantee__text">Every order ships free, from Kashmir to Kanyakumari.</p>
          </div>
        </div>
      </section>
      {testimonials}
    </div>
  );
}
