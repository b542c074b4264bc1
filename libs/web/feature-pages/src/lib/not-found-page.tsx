import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="not-found container">
      <p className="not-found__code">404</p>
      <h1 className="not-found__title">Page not found</h1>
      <p className="not-found__text">The page you are looking for was not found.</p>
      <Link className="btn btn--primary" to="/">
        Back to home
      </Link>
    </section>
  );
}
