import { Children, useEffect, useState, type ReactNode } from 'react';

/** Items per view by width: 3 from 1024 px, 2 from 464 px, else 1. */
export function itemsPerView(width: number): number {
  if (width >= 1024) return 3;
  if (width >= 464) return 2;
  return 1;
}

const INTERVAL_MS = 5000;
const MOBILE_MAX = 464;

function useWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

export interface CarouselProps {
  label: string;
  children: ReactNode;
}

/**
 * Slides of items with dots; slides out of view are inert (neither read nor reached by Tab). Turns every 5 s (not on phones, not while pointed at or focused, not for
 * people who prefer less motion), sliding in 500 ms.
 */
export function Carousel({ label, children }: CarouselProps) {
  const items = Children.toArray(children);
  const width = useWidth();
  const perView = itemsPerView(width);
  const pages = Math.max(1, Math.ceil(items.length / perView));
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const current = Math.min(page, pages - 1);

  useEffect(() => {
    const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || reduced || width < MOBILE_MAX || pages < 2) return undefined;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, width, pages]);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="carousel__viewport">
        <ul className="carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
          {items.map((item, index) => (
            <li
              key={index}
              className="carousel__slide"
              style={{ flexBasis: `${100 / perView}%` }}
              inert={Math.floor(index / perView) !== current || undefined}
            >
              {item}
            </li>
          ))}
        </ul>
      </div>
      {pages > 1 && (
        <div className="carousel__dots">
          {Array.from({ length: pages }, (_, index) => (
            <button
              key={index}
              type="button"
              className={`carousel__dot${index === current ? ' carousel__dot--current' : ''}`}
              aria-label={`Show slide ${index + 1} of ${pages}`}
              aria-current={index === current || undefined}
              onClick={() => setPage(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
