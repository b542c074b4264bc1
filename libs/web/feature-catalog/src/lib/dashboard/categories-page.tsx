import { Link } from 'react-router-dom';
import { CategoryMessage } from '@nidra/shared/contracts';
import { Spinner } from '@nidra/web/ui';
import { useGetCategoriesQuery } from './category-admin.api';

export function CategoriesPage() {
  const { data, isLoading } = useGetCategoriesQuery();
  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Categories</h2>
        <Link className="btn btn--secondary" to="/dashboard/category/add">
          Add
        </Link>
      </header>
      {isLoading || !data ? (
        <Spinner label="Loading categories" />
      ) : data.categories.length === 0 ? (
        <p className="panel__empty">{CategoryMessage.empty}</p>
      ) : (
        <ul className="cards">
          {data.categories.map((category) => (
            <li key={category._id}>
              <Link className="card card--link" to={`/dashboard/category/edit/${category._id}`}>
                <span className="card__title">
                  {category.name}
                  <span className={`badge ${category.isActive ? 'badge--on' : 'badge--off'}`}>
                    {category.isActive ? 'Active' : 'Disabled'}
                  </span>
                </span>
                <span className="card__text">{category.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
