import { useGetSettingsQuery } from '@nidra/web/data-access';

const PROVIDERS = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
] as const;

/** Full-page links that start a social sign-in; a provider without credentials says so instead. */
export function SocialButtons({ verb }: { verb: 'Login' | 'Sign Up' }) {
  const { data } = useGetSettingsQuery();
  return (
    <div className="social-buttons">
      <p className="social-buttons__divider">
        <span>or</span>
      </p>
      {PROVIDERS.map(({ id, name }) =>
        data?.providers[id] === false ? (
          <button key={id} type="button" className={`btn btn--social btn--${id}`} disabled>
            {name} sign-in is not configured
          </button>
        ) : (
          <a key={id} className={`btn btn--social btn--${id}`} href={`/api/auth/${id}`}>
            {verb} with {name}
          </a>
        ),
      )}
    </div>
  );
}
