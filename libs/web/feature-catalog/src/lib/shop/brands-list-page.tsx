import { Link } from 'react-router-dom';
import { CatalogMessage } from '@nidra/shared/contracts';
import { Spinner } from '@nidra/web/ui';
import { useGetActiveBrandsQuery } from '../brand.api';

/** /brands: every active brand, each leading to its shop page. */
export function BrandsListPage() {
  const { data } = useGetActiveBrandsQuery();
  return (
    <section className="brands-page container">
      <h1 className="shop__title">Brands</h1>
      {!data ? (
        <Spinner label="Loading brands" />
      ) : data.brands.length === 0 ? (
        <p className="shop__empty">{CatalogMessage.brandsEmpty}</p>
      ) : (
        <ul className="brand-tiles">
          {data.brands.map((brand) => (
            <li key={brand._id}>
              <Link className="brand-tile" to={`/shop/brand/${brand.slug}`}>
                <span className="brand-tile__name">{brand.name}</span>
                <span className="brand-tile__text">{brand.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
