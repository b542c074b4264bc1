import { useEffect, useState } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { ProductMessage, type ProductListRequest, type ProductSort } from '@nidra/shared/contracts';
import { Pagination, ProductCard, Spinner } from '@nidra/web/ui';
import { formatInr } from '@nidra/web/util';
import { useGetActiveCategoriesQuery, useListProductsQuery } from '../catalog.api';
import { PRICE_SLIDER, RATING_MARKS, showingLine, showsPagination, SORT_OPTIONS } from './shop-filters';

/** Cards whose pictures load at once: the first rows, on a phone or a desktop. */
export const EAGER_CARDS = 4;

/** /shop, /shop/category/{slug} and /shop/brand/{slug}: filters, sort and pages. */
export function ShopPage() {
  const { category, brand } = useParams();
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<ProductSort>(0);
  const [ratingPosition, setRatingPosition] = useState(0);
  const [price, setPrice] = useState<[number, number]>([PRICE_SLIDER.min, PRICE_SLIDER.max]);
  // Price bounds apply only once the slider has moved.
  const [priceMoved, setPriceMoved] = useState(false);
  const { data: categories } = useGetActiveCategoriesQuery();

  // A new category or brand starts again from the first page.
  useEffect(() => setPage(1), [category, brand]);

  const request: ProductListRequest = {
    category: category ?? 'all',
    brand: brand ?? 'all',
    order,
    rating: RATING_MARKS.find((mark) => mark.value === ratingPosition)?.rating ?? 0,
    pageNumber: page,
    ...(priceMoved && { min: price[0], max: price[1] }),
  };
  const { data, isFetching } = useListProductsQuery(request);
  const changePrice = (index: 0 | 1) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = Number(event.target.value);
    setPrice((current) => (index === 0 ? [Math.min(value, current[1]), current[1]] : [current[0], Math.max(value, current[0])]));
    setPriceMoved(true);
    setPage(1);
  };

  const title = brand
    ? (data?.products[0]?.brand?.name ?? 'Brand')
    : category
      ? (categories?.categories.find((c) => c.slug === category)?.name ?? 'Category')
      : 'Shop';

  return (
    <div className="shop container">
      <aside className="shop__filters" aria-label="Filters">
        <section className="filter">
          <h2 className="filter__title">Shop By Category</h2>
          <ul className="filter__links">
            <li>
              <NavLink end to="/shop">
                All
              </NavLink>
            </li>
            {categories?.categories.map((c) => (
              <li key={c._id}>
                <NavLink to={`/shop/category/${c.slug}`}>{c.name}</NavLink>
              </li>
            ))}
          </ul>
        </section>
        <section className="filter">
          <h2 className="filter__title">
            <label htmlFor="rating-filter">Rating</label>
          </h2>
          <input
            id="rating-filter"
            type="range"
            min={0}
            max={100}
            step={20}
            value={ratingPosition}
            list="rating-marks"
            aria-valuetext={RATING_MARKS.find((m) => m.value === ratingPosition)?.label}
            onChange={(event) => {
              setRatingPosition(Number(event.target.value));
              setPage(1);
            }}
          />
          <datalist id="rating-marks">
            {RATING_MARKS.map((mark) => (
              <option key={mark.value} value={mark.value} label={mark.label} />
            ))}
          </datalist>
          <div className="filter__marks" aria-hidden="true">
            {RATING_MARKS.map((mark) => (
              <span key={mark.value}>{mark.label}</span>
            ))}
          </div>
        </section>
        <section className="filter">
          <h2 className="filter__title">Price</h2>
          <label className="visually-hidden" htmlFor="price-min">
            Lowest price
          </label>
          <input id="price-min" type="range" {...PRICE_SLIDER} value={price[0]} onChange={changePrice(0)} />
          <label className="visually-hidden" htmlFor="price-max">
            Highest price
          </label>
          <input id="price-max" type="range" {...PRICE_SLIDER} value={price[1]} onChange={changePrice(1)} />
          <p className="filter__range">
            {formatInr(price[0])} – {formatInr(price[1])}
          </p>
        </section>
      </aside>

      <section className="shop__results" aria-busy={isFetching || undefined}>
        <header className="shop__header">
          <h1 className="shop__title">{title}</h1>
          {/* The line keeps its place while the first page loads, so the header does not shift. */}
          <p className="shop__showing">{data ? showingLine(data.page, data.products.length, data.totalProducts) : '\u00a0'}</p>
          <label className="shop__sort">
            Sort by
            <select
              value={order}
              onChange={(event) => {
                setOrder(Number(event.target.value) as ProductSort);
                setPage(1);
              }}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </header>
        {!data ? (
          <div className="page-loading">
            <Spinner label="Loading products" />
          </div>
        ) : data.products.length === 0 ? (
          <p className="shop__empty">{ProductMessage.empty}</p>
        ) : (
          <>
            <ul className="product-grid">
              {data.products.map((product, index) => (
                <li key={product._id}>
                  <ProductCard
                    eager={index < EAGER_CARDS}
                    slug={product.slug}
                    name={product.name}
                    price={product.price}
                    fromPrice={product.fromPrice}
                    fromPriceWithTax={product.fromPriceWithTax}
                    imageUrl={product.imageUrl}
                    brandName={product.brand?.name}
                  />
                </li>
              ))}
            </ul>
            {showsPagination(data.totalProducts) && (
              <Pagination page={data.page} pages={data.pages} onPage={setPage} label="Shop pages" />
            )}
          </>
        )}
        {brand && (
          <p className="shop__more">
            <Link to="/brands">See all brands</Link>
          </p>
        )}
      </section>
    </div>
  );
}
