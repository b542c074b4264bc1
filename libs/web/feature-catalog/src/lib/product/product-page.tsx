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
import { CUSTOM_SIZE, customSizeLabel, DEFAULT_THICKNESS, isUnsized, maxPerAdd, SIZE_CATEGORIES, smallImageUrl, thicknessFor } from '@nidra/shared/util';
import { formatInr } from '@nidra/web/util';
import { useGetProductBySlugQuery, useSetWishlistMutation } from '../catalog.api';
import { DEFAULT_CHOICE, priceFor, withCategory, type SizeChoice } from './size-choice';
import { CheckDelivery } from './check-delivery';

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

function quantityError(value: string, stock: number): string | undefined {
  const quantity = Number(value);
  if (!Number.isInteger(quantity) || quantity < 1) return 'Quantity must be at least 1.';
  const max = Math.min(maxPerAdd(stock), stock);
  if (quantity > max) return `Quantity may not be greater than ${max}.`;
  return undefined;
}

function ProductDetails({ product }: { product: ProductDto }) {
  const dispatch = useAppDispatch();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const [setWishlist, { isLoading: liking }] = useSetWishlistMutation();
  const submit = useSubmit();
  const [choice, setChoice] = useState<SizeChoice>(DEFAULT_CHOICE);
  const [quantity, setQuantity] = useState('1');
  const unsized = isUnsized(product.name);
  const category = SIZE_CATEGORIES.find((c) => c.code === choice.category) ?? SIZE_CATEGORIES[0];
  const price = priceFor(product.name, product.price, choice);
  const inStock = product.quantity > 0;
  const quantityMessage = inStock ? quantityError(quantity, product.quantity) : undefined;
  const shareText = encodeURIComponent(`${product.name} on Nidra: ${window.location.href}`);

  // The bag holds this product once per size: the button adds or removes the size now chosen.
  const custom = !unsized && choice.category === 5;
  const size = unsized ? undefined : custom ? CUSTOM_SIZE : choice.label;
  const length = custom ? Number(choice.length) : undefined;
  const breadth = custom ? Number(choice.breadth) : undefined;
  const key = cartLineKey(product._id, size, length, breadth);
  const inBag = useAppSelector(selectCartItems).some((item) => item.key === key);

  const addToBag = () => {
    if (price === undefined || quantityMessage) return;
    dispatch(
      addedToCart({
        product: product._id,
        name: product.name,
        slug: product.slug,
        imageUrl: product.imageUrls[0] ?? null,
        ...(size ? { size } : {}),
        ...(custom ? { length, breadth } : {}),
        sizeLabel: unsized ? null : custom ? customSizeLabel(length as number, breadth as number) : choice.label,
        quantity: Number(quantity),
        price,
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
        <p className={`badge ${inStock && !quantityMessage ? 'badge--on' : 'badge--off'}`}>{inStock ? 'In stock' : 'Out of stock'}</p>
        <h1 className="product__name">{product.name}</h1>
        <p className="product__sku">SKU: {product.sku}</p>
        {product.brand && (
          <Link className="product__brand" to={`/shop/brand/${product.brand.slug}`}>
            See more from {product.brand.name}
          </Link>
        )}
        <p className="product__description">{product.description}</p>

        {!unsized && (
          <fieldset className="product__sizes">
            <legend>Size</legend>
            <label className="field">
              <span className="field__label">Bed type</span>
              <select
                className="field__input"
                value={choice.category}
                onChange={(event) => setChoice(withCategory(choice, Number(event.target.value) as SizeChoice['category']))}
              >
                {SIZE_CATEGORIES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            {category.code === 5 ? (
              <div className="form__row">
                <label className="field">
                  <span className="field__label">Length (inches)</span>
                  <input
                    className="field__input"
                    inputMode="decimal"
                    value={choice.length}
                    onChange={(event) => setChoice({ ...choice, length: event.target.value.replace(/[^\d.]/g, '') })}
                  />
                </label>
                <label className="field">
                  <span className="field__label">Breadth (inches)</span>
                  <input
                    className="field__input"
                    inputMode="decimal"
                    value={choice.breadth}
                    onChange={(event) => setChoice({ ...choice, breadth: event.target.value.replace(/[^\d.]/g, '') })}
                  />
                </label>
              </div>
            ) : (
              <label className="field">
                <span className="field__label">Size (feet)</span>
                <select className="field__input" value={choice.label} onChange={(event) => setChoice({ ...choice, label: event.target.value })}>
                  {category.sizes.map((size) => (
                    <option key={size.label} value={size.label}>
                      {size.label}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <p className="product__thickness">Thickness: {thicknessFor(product.price) ?? DEFAULT_THICKNESS} inches</p>
          </fieldset>
        )}

        <p className="product__price" aria-live="polite">
          {price === undefined ? 'Enter a length and breadth from 12 to 120 inches' : formatInr(price)}
        </p>

        <label className="field product__quantity">
          <span className="field__label">Quantity</span>
          <input
            className="field__input"
            inputMode="numeric"
            value={quantity}
            disabled={!inStock}
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
            <Button disabled={!inStock || Boolean(quantityMessage) || price === undefined} onClick={addToBag}>
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
