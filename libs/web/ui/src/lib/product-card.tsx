import { Link } from 'react-router-dom';
import { cardPriceText, smallImageUrl } from '@nidra/shared/util';

export interface ProductCardProps {
  slug: string;
  name: string;
  /** The base price and the cheapest variant's, before tax and with it: the card shows "from ₹X" with GST. */
  price: number;
  fromPrice: number;
  fromPriceWithTax: number;
  imageUrl: string | null;
  brandName?: string | null;
  /** Cards in the first screenful load their picture at once (it is likely the page's largest paint). */
  eager?: boolean;
}

/** A product in a grid: picture, brand, name and its lowest price with GST, linking to its page. */
export function ProductCard({ slug, name, price, fromPrice, fromPriceWithTax, imageUrl, brandName, eager = false }: ProductCardProps) {
  return (
    <Link className="product-card" to={`/product/${slug}`}>
      <span className="product-card__picture">
        {imageUrl ? (
          <img
            src={smallImageUrl(imageUrl)}
            alt={name}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            width={400}
            height={300}
          />
        ) : (
          <span className="product-card__placeholder" aria-hidden="true" />
        )}
      </span>
      {brandName && <span className="product-card__brand">{brandName}</span>}
      <span className="product-card__name">{name}</span>
      <span className="product-card__price">{cardPriceText({ price, fromPrice, fromPriceWithTax })}</span>
    </Link>
  );
}
