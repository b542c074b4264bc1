import { Link } from 'react-router-dom';
import { REVIEW_ACTIONS, ReviewMessage } from '@nidra/shared/contracts';
import { useSubmit } from '@nidra/web/data-access';
import { ModerationActions, Spinner, Stars, StatusBadge } from '@nidra/web/ui';
import { formatDate } from '@nidra/web/util';
import { useGetReviewsQuery, useModerateReviewMutation } from './review.api';

/** /dashboard/review: moderation; the list reloads after each action. */
export function ReviewsPage() {
  const { data, isLoading } = useGetReviewsQuery();
  const [moderate, { isLoading: busy }] = useModerateReviewMutation();
  const submit = useSubmit();

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Reviews</h2>
      </header>
      {isLoading || !data ? (
        <Spinner label="Loading reviews" />
      ) : data.reviews.length === 0 ? (
        <p className="panel__empty">{ReviewMessage.empty}</p>
      ) : (
        <ul className="cards">
          {data.reviews.map((review) => (
            <li key={review._id} className="card moderation">
              <div className="moderation__head">
                <span className="card__title">{review.title}</span>
                <StatusBadge status={review.status} />
              </div>
              <Stars value={review.rating} />
              <p className="card__text">{review.review}</p>
              <span className="card__text">
                {review.user?.firstName ?? 'A shopper'} on{' '}
                {review.product ? <Link to={`/product/${review.product.slug}`}>{review.product.name}</Link> : 'a removed product'} ·{' '}
                {formatDate(review.created)}
              </span>
              <ModerationActions
                actions={REVIEW_ACTIONS[review.status]}
                subject={review.title}
                busy={busy}
                onAct={(action) => void submit(() => moderate({ id: review._id, action }).unwrap())}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
