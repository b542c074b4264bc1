import { Link } from 'react-router-dom';
import { WishlistMessage } from '@nidra/shared/contracts';
import { cardPriceText, smallImageUrl } from '@nidra/shared/util';
import { useSubmit } from '@nidra/web/data-access';
import { Button, Spinner } from '@nidra/web/ui';
import { formatDate } from '@nidra/web/util';
import { useGetWishlistQuery, useSetWishlistMutation } from '../catalog.api';

export function WishlistPage() {
  const { data, isLoading } = useGetWishlistQuery();
  const [setWishlist, { isLoading: removing }] = useSetWishlistMutation();
  const submit = useSubmit();

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Your Wishlist</h2>
      </header>
      {isLoading || !data ? (
        <Spinner label="Loading your wishlist" />
      ) : data.wishlist.length === 0 ? (
        <p className="panel__empty">{WishlistMessage.empty}</p>
      ) : (
        <ul className="cards">
          {data.wishlist.map((entry) => (
            <li key={entry._id} className="card card--row">
              {entry.product.imageUrl && (
                <img className="card__image" src={smallImageUrl(entry.product.imageUrl)} alt="" width={96} height={72} />
              )}
              <span className="card__body">
                <Link className="card__title" to={`/product/${entry.product.slug}`}>
                  {entry.product.name}
                </Link>
                <span className="card__text">
                  {cardPriceText(entry.product)} · wishlisted on {formatDate(entry.created)}
                </span>
              </span>
              <Button
                variant="secondary"
                disabled={removing}
                onClick={() => void submit(() => setWishlist({ product: entry.product._id, isLiked: false }).unwrap())}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
