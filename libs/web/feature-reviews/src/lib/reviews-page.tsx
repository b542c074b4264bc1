import { Link } from 'react-router-dom';
import { canReview, ReviewMessage, ReviewStatus, type ReviewAction, type ReviewDto } from '@nidra/shared/contracts';
import { useGetReviewsQuery, useModerateReviewMutation, useSubmit } from '@nidra/web/data-access';
import { Button, Spinner, Stars } from '@nidra/web/ui';
import { formatDate } from '@nidra/web/util';

const ACTION_LABELS: Record<ReviewAction, string> = { approve: 'Approve', reject: 'Reject', delete: 'Delete' };
const statusClass = (status: ReviewDto['status']) =>
  status === ReviewStatus.Approved ? 'badge badge--on' : status === ReviewStatus.Rejected ? 'badge badge--off' : 'badge';

/** /dashboard/review: moderation (spec §4); the list reloads after each action. */
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
                <span className={statusClass(review.status)}>{review.status === ReviewStatus.Waiting ? 'Pending' : review.status}</span>
              </div>
              <Stars value={review.rating} />
              <p className="card__text">{review.review}</p>
              <span className="card__text">
                {review.user?.firstName ?? 'A shopper'} on{' '}
                {review.product ? <Link to={`/product/${review.product.slug}`}>{review.product.name}</Link> : 'a removed product'} ·{' '}
                {formatDate(review.created)}
              </span>
              <div className="moderation__actions">
                {(['approve', 'reject', 'delete'] as const)
                  .filter((action) => canReview(review.status, action))
                  .map((action) => (
                    <Button
                      key={action}
                      variant={action === 'delete' ? 'danger' : action === 'approve' ? 'primary' : 'secondary'}
                      disabled={busy}
                      aria-label={`${ACTION_LABELS[action]} “${review.title}”`}
                      onClick={() => void submit(() => moderate({ id: review._id, action }).unwrap())}
                    >
                      {ACTION_LABELS[action]}
                    </Button>
                  ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
