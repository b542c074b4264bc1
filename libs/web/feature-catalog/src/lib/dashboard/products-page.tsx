import { Link } from 'react-router-dom';
import { ProductMessage } from '@nidra/shared/contracts';
import { smallImageUrl } from '@nidra/shared/util';
import { Spinner } from '@nidra/web/ui';
import { formatInr } from '@nidra/web/util';
import { useIsAdmin } from '@nidra/web/data-access';
import { useGetManagedProductsQuery } from './product-admin.api';
import { ProductCsvExport, ProductCsvImport } from './product-csv';

/** Administrators see every product; a merchant its brand's. */
export function ProductsPage() {
  const { data, isLoading } = useGetManagedProductsQuery();
  const admin = useIsAdmin();
  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Products</h2>
        <div className="panel__tools">
          <ProductCsvExport />
          <Link className="btn btn--secondary" to="/dashboard/product/add">
            Add
          </Link>
        </div>
      </header>
      {admin && <ProductCsvImport />}
      {isLoading || !data ? (
        <Spinner label="Loading products" />
      ) : data.products.length === 0 ? (
        <p className="panel__empty">{ProductMessage.empty}</p>
      ) : (
        <ul className="cards">
          {data.products.map((product) => (
            <li key={product._id}>
              <Link className="card card--link card--row" to={`/dashboard/product/edit/${product._id}`}>
                {product.imageUrl ? (
                  <img className="card__image" src={smallImageUrl(product.imageUrl)} alt="" width={96} height={72} />
                ) : (
                  <span className="card__image" />
                )}
                <span className="card__body">
                  <span className="card__title">{product.name}</span>
                  <span className="card__text">
                    {product.sku} · {formatInr(product.price)} · {product.quantity} in stock
                    {product.brand ? ` · ${product.brand.name}` : ''}
                  </span>
                </span>
                <span className={`badge ${product.isActive ? 'badge--on' : 'badge--off'}`}>
                  {product.isActive ? 'Active' : 'Disabled'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
