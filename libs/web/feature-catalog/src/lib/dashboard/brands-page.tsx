import { Link } from 'react-router-dom';
import { CatalogMessage } from '@nidra/shared/contracts';
import { useIsAdmin } from '@nidra/web/data-access';
import { Spinner } from '@nidra/web/ui';
import { useGetManagedBrandsQuery } from '../brand.api';

/** Administrators see every brand and may add; a merchant sees its own brand only. */
export function BrandsPage() {
  const { data, isLoading } = useGetManagedBrandsQuery();
  const admin = useIsAdmin();

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">{admin ? 'Brands' : 'Brand'}</h2>
        {admin && (
          <Link className="btn btn--secondary" to="/dashboard/brand/add">
            Add
          </Link>
        )}
      </header>
      {isLoading || !data ? (
        <Spinner label="Loading brands" />
      ) : data.brands.length === 0 ? (
        <p className="panel__empty">{CatalogMessage.brandsEmpty}</p>
      ) : (
        <ul className="cards">
          {data.brands.map((brand) => (
            <li key={brand._id}>
              <Link className="card card--link" to={`/dashboard/brand/edit/${brand._id}`}>
                <span className="card__title">
                  {brand.name}
                  <span className={`badge ${brand.isActive ? 'badge--on' : 'badge--off'}`}>
                    {brand.isActive ? 'Active' : 'Disabled'}
                  </span>
                </span>
                <span className="card__text">{brand.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
