export interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
}

/** Prev, the numbered pages, Next. */
export function Pagination({ page, pages, onPage, label = 'Pages' }: PaginationProps) {
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__item" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Prev
      </button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          className={`pagination__item${n === page ? ' pagination__item--current' : ''}`}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className="pagination__item" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
