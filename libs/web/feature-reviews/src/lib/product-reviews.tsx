import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { REVIEW_LIMITS, ReviewMessage, type ReviewDto, type ReviewSummary } from '@nidra/shared/contracts';
import { averageStars, summaryBars } from '@nidra/shared/util';
import { selectIsAuthenticated, useAppSelector, useSubmit } from '@nidra/web/data-access';
import { Button, FieldShell, Spinner, StarInput, Stars, TextArea, TextField } from '@nidra/web/ui';
import { formatDate, useForm, type FieldErrors } from '@nidra/web/util';
import { useAddReviewMutation, useGetProductReviewsQuery } from './review.api';

type ReviewValues = { title: string; review: string; rating: string; isRecommended: string };
const EMPTY: ReviewValues = { title: '', review: '', rating: '0', isRecommended: '' };

/** The review form's rules, in the server's words. */
export function validateReview(values: ReviewValues): FieldErrors<ReviewValues> {
  const errors: FieldErrors<ReviewValues> = {};
  if (!values.title.trim()) errors.title = ReviewMessage.titleRequired;
  else if (values.title.trim().length > REVIEW_LIMITS.titleMax) errors.title = ReviewMessage.titleMax;
  if (!values.review.trim()) errors.review = ReviewMessage.reviewRequired;
  else if (values.review.trim().length > REVIEW_LIMITS.reviewMax) errors.review = ReviewMessage.reviewMax;
  if (Number(values.rating) < 1) errors.rating = ReviewMessage.ratingRequired;
  if (values.isRecommended === '') errors.isRecommended = ReviewMessage.recommendableRequired;
  return errors;
}

function Summary({ summary }: { summary: ReviewSummary }) {
  if (summary.totalReviews === 0) return <p className="reviews__empty">{ReviewMessage.beFirst}</p>;
  const average = averageStars(summary);
  return (
    <div className="reviews__summary">
      <div className="reviews__average">
        <span className="reviews__average-value">{average}</span>
        <Stars value={average} />
        <span className="reviews__count">
          {summary.totalReviews === 1 ? 'Based on 1 review' : `Based on ${summary.totalReviews} reviews`}
        </span>
      </div>
      <ul className="reviews__bars">
        {summaryBars(summary).map(({ star, count, percent }) => (
          <li key={star} className="reviews__bar">
            <span>{star} ★</span>
            <span className="reviews__track" role="img" aria-label={`${star} stars: ${percent}%`}>
              <span className="reviews__fill" style={{ width: `${percent}%` }} />
            </span>
            <span className="reviews__percent">
              {percent}% ({count})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReviewItem({ review }: { review: ReviewDto }) {
  const name = review.user?.firstName ?? 'A shopper';
  return (
    <li className="review">
      <span className="review__avatar" aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
      <div className="review__body">
        <h3 className="review__title">{review.title}</h3>
        <Stars value={review.rating} />
        <p className="review__meta">
          {name} · {formatDate(review.created)}
          {review.isRecommended && ' · Recommends this product'}
        </p>
        <p className="review__text">{review.review}</p>
      </div>
    </li>
  );
}

function AddReviewForm({ productId, onAdded }: { productId: string; onAdded: () => void }) {
  const form = useForm(EMPTY, validateReview);
  const [add, { isLoading }] = useAddReviewMutation();
  const submitRequest = useSubmit();
  const recommended = form.field('isRecommended');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const { title, review, rating, isRecommended } = form.values;
    const sent = await submitRequest(() =>
      add({ product: productId, title: title.trim(), review: review.trim(), rating: Number(rating), isRecommended: isRecommended === '1' }).unwrap(),
    );
    if (sent) onAdded();
  };

  return (
    <form ref={form.ref} className="form reviews__form" noValidate onSubmit={submit} aria-labelledby="add-review">
      <h3 id="add-review" className="reviews__form-title">
        Add Review
      </h3>
      <TextField label="Title" placeholder="Enter Review title" {...form.field('title')} />
      <TextArea label="Comment" rows={4} placeholder="Write Review" {...form.field('review')} />
      <StarInput
        label="Rating"
        value={Number(form.values.rating)}
        onChange={(value) => form.set('rating', String(value))}
        error={form.errors.rating}
      />
      <FieldShell label="Will you recommend this product?" error={recommended.error}>
        {(control) => (
          <select className="field__input" {...control} name={recommended.name} value={recommended.value} onChange={recommended.onChange}>
            <option value="">Select Option</option>
            <option value="1">Yes</option>
            <option value="0">No</option>
          </select>
        )}
      </FieldShell>
      <div className="form__actions">
        <Button type="submit" busy={isLoading}>
          Publish Review
        </Button>
      </div>
    </form>
  );
}

/** The product page's reviews: summary and approved reviews for all, the form for the signed-in. */
export function ProductReviews({ productId, slug }: { productId: string; slug: string }) {
  const { data, isLoading } = useGetProductReviewsQuery(slug);
  const authenticated = useAppSelector(selectIsAuthenticated);
  // A new key empties the form after a review is sent.
  const [round, setRound] = useState(0);

  return (
    <section className="reviews container" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title">
        Reviews
      </h2>
      <div className="reviews__grid">
        <div>
          {isLoading || !data ? (
            <Spinner label="Loading reviews" />
          ) : (
            <>
              <Summary summary={data.summary} />
              {data.reviews.length > 0 && (
                <ul className="reviews__list">
                  {data.reviews.map((review) => (
                    <ReviewItem key={review._id} review={review} />
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
        {authenticated ? (
          <AddReviewForm key={round} productId={productId} onAdded={() => setRound(round + 1)} />
        ) : (
          <p className="reviews__login">
            <Link to="/login">Login</Link> to write a review.
          </p>
        )}
      </div>
    </section>
  );
}
