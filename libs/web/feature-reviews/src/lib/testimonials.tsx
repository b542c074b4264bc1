import type { ReviewDto } from '@nidra/shared/contracts';
import { Stars } from '@nidra/web/ui';
import { useGetWebsiteReviewsQuery } from './review.api';

type Testimonial = Pick<ReviewDto, '_id' | 'title' | 'review' | 'rating'> & { name: string };

/** Shown while the shop has fewer than three approved 4- and 5-star reviews. */
export const SAMPLE_TESTIMONIALS: Testimonial[] = [
  {
    _id: 'sample-1',
    name: 'Ananya',
    title: 'My back thanks me every morning',
    review: 'Firm where it should be and soft on the shoulders. I wake up without the usual stiffness.',
    rating: 5,
  },
  {
    _id: 'sample-2',
    name: 'Rohit',
    title: 'Cool through a Chennai summer',
    review: 'The latex breathes; no more turning the pillow over at 2 am. Delivery was on the promised day.',
    rating: 5,
  },
  {
    _id: 'sample-3',
    name: 'Fatima',
    title: 'Worth every rupee',
    review: 'We compared five showrooms. This one felt the best and costs less than the big names.',
    rating: 4,
  },
];

/** The home page's customer reviews: the shop's best recent reviews, or the samples. */
export function Testimonials() {
  const { data } = useGetWebsiteReviewsQuery();
  const fromShop: Testimonial[] = (data?.reviews ?? []).map((review) => ({ ...review, name: review.user?.firstName ?? 'A shopper' }));
  const shown = fromShop.length >= 3 ? fromShop : SAMPLE_TESTIMONIALS;
  return (
    <section className="testimonials container" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="section-title">
        What our customers say
      </h2>
      <ul className="testimonials__list">
        {shown.map((item) => (
          <li key={item._id} className="testimonial">
            <Stars value={item.rating} />
            <h3 className="testimonial__title">{item.title}</h3>
            <p className="testimonial__text">{item.review}</p>
            <p className="testimonial__name">— {item.name}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
