import { useEffect, useState } from 'react';
import { ROLE_LABELS } from '@nidra/shared/contracts';
import { Button, SearchBox, Spinner } from '@nidra/web/ui';
import { formatDate, useDebouncedValue } from '@nidra/web/util';
import { useSearchUsersQuery } from '../account.api';

const SEARCH_DELAY_MS = 300;

/** Administrators: every account, newest first, searchable by name or email. */
export function UsersPage() {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const { data, isFetching } = useSearchUsersQuery({ search, page });

  // A new search starts from its first page.
  useEffect(() => setPage(1), [search]);

  return (
    <section className="panel">
      <header className="panel__header">
        <h2 className="panel__title">Users</h2>
        {data && <span className="panel__meta">{data.total === 1 ? "1 user" : `${data.total} users`}</span>}
      </header>
      <SearchBox label="Search users" placeholder="Type user name or email" value={typed} onChange={setTyped} />
      {!data ? (
        <Spinner label="Loading users" />
      ) : data.users.length === 0 ? (
        <p className="panel__empty">No Users Found!</p>
      ) : (
        <>
          <ul className="cards" aria-busy={isFetching || undefined}>
            {data.users.map((user) => (
              <li key={user._id} className="card">
                <span className="card__title">
                  {user.firstName} {user.lastName}
                  <span className={`badge badge--${user.role.toLowerCase()}`}>{ROLE_LABELS[user.role]}</span>
                </span>
                <span className="card__text">{user.email}</span>
                <span className="card__text">
                  {user.provider === 'email' ? 'Email' : user.provider} · joined {formatDate(user.created)}
                </span>
              </li>
            ))}
          </ul>
          {data.pages > 1 && (
            <nav className="pager" aria-label="Users pages">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Prev
              </Button>
              <span>
                Page {page} of {data.pages}
              </span>
              <Button variant="secondary" disabled={page >= data.pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
