import { Link } from 'react-router-dom';
import { Spinner } from '@nidra/web/ui';
import { useGetAddressesQuery } from '@nidra/web/data-access';

export function AddressesPage() {
  const { data, isLoading } = useGetAddressesQuery();

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Addresses</h2>
        <Link className="btn btn--secondary" to="/dashboard/address/add">
          Add
        </Link>
      </header>
      {isLoading || !data ? (
        <Spinner label="Loading your addresses" />
      ) : data.addresses.length === 0 ? (
        <p className="panel__empty">No Addresses Found!</p>
      ) : (
        <ul className="cards">
          {data.addresses.map((address) => (
            <li key={address._id}>
              <Link className="card card--link" to={`/dashboard/address/edit/${address._id}`}>
                <span className="card__title">
                  {address.address}
                  {address.isDefault && <span className="badge">Default</span>}
                </span>
                <span className="card__text">
                  {address.city}, {address.state} {address.zipCode}, {address.country}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
