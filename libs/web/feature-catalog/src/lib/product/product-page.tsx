import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ProductMessage, WishlistMessage, type ProductDto } from '@nidra/shared/contracts';
import {
  addedToCart,
  cartLineKey,
  drawerOpened,
  notified,
  removedFromCart,
  selectCartItems,
  selectIsAuthenticated,
  useAppDispatch,
  useAppSelector,
  useSubmit,
} from '@nidra/web/data-access';
import { Button, HeartIcon, Spinner } from '@nidra/web/ui';
import { CUSTOM_SIZE, customSizeLabel, maxPerAdd, smallImageUrl, STOCK_BADGE, variantLabel } from '@nidra/shared/util';
import { formatInr } from '@nidra/web/util';
import { useGetProductBySlugQuery, useSetWishlistMutation } from '../catalog.api';
import {
  chosenVariant,
  CUSTOMIZE,
  customPrice,
  initialChoice,
  isUnsizedProduct,
  type SizeChoice,
} from './size-choice';
import { CheckDelivery } from './check-delivery';
import { SizeFields } from './size-fields';

function Gallery({ product }: { product: ProductDto }) {
  const images = product.imageUrls.slice(0, 3);
  const [shown, setShown] = useState(0);
  if (images.length === 0) {
    return <div className="gallery__main gallery__main--empty" role="img" aria-label="No picture yet" />;
  }
  return (
    <div className="gallery">
      <img className="gallery__main" src={images[shown]} alt={product.name} width={1200} height={900} />
      {images.length > 1 && (
        <div className="gallery__thumbs">
          {images.map((url, index) => (
            <button
              key={url}
              type="button"
              className={`gallery__thumb${index === shown ? ' gallery__thumb--current' : ''}`}
              aria-label={`Picture ${index + 1}`}
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
            >
              <img src={smallImageUrl(url)} alt="" width={120} height={90} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function quantityError(value: string, max: number): string | undefined {
  const quantity = Number(value);
  if (!Number.isInteger(quantity) || quantity < 1) return 'Quantity must be at least 1.';
  if (quantity > max) return `Quantity may not be greater than ${max}.`;
  return undefined;
}

function ProductDetails({ product }: { product: ProductDto }) {
  const dispatch = useAppDispatch();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const [setWishlist, { isLoading: liking }] = useSetWishlistMutation();
  const submit = useSubmit();
  const variants = product.variants ?? [];
  const [choice, setChoice] = useState<SizeChoice>(() => initialChoice(variants));
  const [quantity, setQuantity] = useState('1');
  // Whether the product is sized is its variants' to say: one variant without a size is unsized.
  const unsized = isUnsizedProduct(variants);
  const custom = !unsized && choice.category === CUSTOMIZE;
  const variant = chosenVariant(variants, choice);
  const customPriced = custom ? customPrice(product, choice) : undefined;
  const price = custom ? customPriced : variant && { price: variant.price, priceWithTax: variant.priceWithTax };
  // A variant's own stock limits one add; a custom size is made to order and draws none.
  const stock = custom ? undefined : (variant?.stock ?? 'out');
  const available = custom || (variant !== undefined && variant.quantity > 0);
  const max = custom ? maxPerAdd(product.quantity) : variant ? Math.min(maxPerAdd(variant.quantity), variant.quantity) : 0;
  const quantityMessage = available ? quantityError(quantity, max) : undefined;
  const shareText = encodeURIComponent(`${product.name} on Nidra: ${window.location.href}`);

  // The bag holds this product once per variant or custom size: the button adds or removes the one now chosen.
  const size = unsized ? undefined : custom ? CUSTOM_SIZE : (choice.label ?? undefined);
  const length = custom ? Number(choice.length) : undefined;
  const breadth = custom ? Number(choice.breadth) : undefined;
  const key = cartLineKey(product._id, { variant: variant?._id, size, length, breadth });
  const inBag = useAppSelector(selectCartItems).some((item) => item.key === key);

  const addToBag = () => {
    if (!price || quantityMessage || !available) return;
    dispatch(
      addedToCart({
        product: product._id,
        name: product.name,
        slug: product.slug,
        imageUrl: product.imageUrls[0] ?? null,
        ...(variant ? { variant: variant._id } : {}),
        ...(size ? { size } : {}),
        ...(custom ? { length, breadth } : {}),
        sizeLabel: unsized ? null : custom ? customSizeLabel(length as number, breadth as number) : choice.label,
        thickness: variant?.thickness ?? null,
        sku: variant?.sku ?? null,
        quantity: Number(quantity),
        price: price.price,
        priceWithTax: price.priceWithTax,
        taxable: product.taxable,
      }),
    );
    dispatch(drawerOpened('cart'));
  };

  const toggleLike = () => {
    if (!authenticated) {
      dispatch(notified({ kind: 'error', message: WishlistMessage.signInFirst }));
      return;
    }
    void submit(() => setWishlist({ product: product._id, isLiked: !product.isLiked }).unwrap());
  };

  return (
    <article className="product container">
      <Gallery product={product} />
      <div className="product__info">
        {custom ? (
          <p className="badge badge--on">Made to order</p>
        ) : (
          <p className={`badge ${stock === 'in' ? 'badge--on' : stock === 'low' ? 'badge--low' : 'badge--off'}`}>{STOCK_BADGE[stock ?? 'out']}</p>
        )}
        <h1 className="product__name">{product.name}</h1>
        <p className="product__sku">SKU: {product.sku}</p>
        {product.brand && (
          <Link className="product__brand" to={`/shop/brand/${product.brand.slug}`}>
            See more from {product.brand.name}
          </Link>
        )}
        <p className="product__description">{product.description}</p>

        {!unsized && variants.length > 0 && <SizeFields product={product} choice={choice} onChoice={setChoice} />}

        <div className="product__pricing">
          <p className="product__price" aria-live="polite">
            {price
              ? formatInr(price.priceWithTax)
              : custom
                ? 'Enter a length and breadth from 12 to 120 inches'
                : 'Not available in this size'}
          </p>
          {price && <p className="product__tax-note">inclusive of all taxes</p>}
        </div>
        {variant && stock === 'low' && (
          <p className="product__low" role="status">
            {/* A one-piece product (a pillow) has no size to name. */}
            Only {variant.quantity} left{variant.size === null && variant.thickness === null ? '' : ` in ${variantLabel(variant)}`}
          </p>
        )}

        <label className="field product__quantity">
          <span className="field__label">Quantity</span>
          <input
            className="field__input"
            inputMode="numeric"
            value={quantity}
            disabled={!available}
            aria-invalid={quantityMessage ? true : undefined}
            aria-describedby={quantityMessage ? 'quantity-error' : undefined}
            onChange={(event) => setQuantity(event.target.value.replace(/\D/g, ''))}
          />
          {quantityMessage && (
            <span id="quantity-error" className="field__error" role="alert">
              {quantityMessage}
            </span>
          )}
        </label>

        <div className="product__actions">
          {inBag ? (
            <Button variant="secondary" onClick={() => dispatch(removedFromCart(key))}>
              Remove From Bag
            </Button>
          ) : (
            <Button disabled={!available || Boolean(quantityMessage) || !price} onClick={addToBag}>
              Add To Bag
            </Button>
          )}
          <button
            type="button"
            className={`heart${product.isLiked ? ' heart--on' : ''}${authenticated ? '' : ' heart--disabled'}`}
            aria-pressed={Boolean(product.isLiked)}
            aria-label={product.isLiked ? 'Remove from wishlist' : 'Add to wishlist'}
            disabled={liking}
            onClick={toggleLike}
          >
            <HeartIcon width={22} height={22} />
          </button>
          <a className="btn btn--secondary" href={`https://wa.me/?text=${shareText}`} target="_blank" rel="noreferrer noopener">
            Share
          </a>
        </div>
        <CheckDelivery />
      </div>
    </article>
  );
}

export interface ProductPageProps {
  /** The reviews section under the product, composed in by the app (it belongs to the reviews feature). */
  renderReviews?: (product: ProductDto) => ReactNode;
}

/** /product/{slug} */
export function ProductPage({ renderReviews }: ProductPageProps) {
  const { slug = '' } = useParams();
  const { data, isLoading, isError } = useGetProductBySlugQuery(slug);
  if (isLoading) {
    // As tall as the page it stands for, so the footer does not jump when the product arrives.
    return (
      <div className="page-loading">
        <Spinner label="Loading the product" />
      </div>
    );
  }
  if (isError || !data) return <p className="shop__empty container">{ProductMessage.notFound}</p>;
  return (
    <>
      <ProductDetails key={data.product._id} product={data.product} />
      {renderReviews?.(data.product)}
    </>
  );
}
