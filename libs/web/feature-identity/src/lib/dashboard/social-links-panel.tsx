import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SOCIAL_PROVIDER_NAMES, SocialText, socialNotice, type SocialProviderId } from '@nidra/shared/contracts';
import { notifySuccess, useAppDispatch, useNotifyError, useNotifyMessage } from '@nidra/web/data-access';
import { Button } from '@nidra/web/ui';
import { formatDate } from '@nidra/web/util';
import { useGetSocialLinksQuery, useStartSocialLinkMutation, useUnlinkSocialMutation } from '../account.api';

const isProvider = (value: string | null): value is SocialProviderId => value === 'google' || value === 'facebook';

/**
 * The providers the shop offers, each linked or not. Linking goes through the provider and comes back
 * here with `?linked=` or `?error=` (shown only when the shop wrote it); an administrator's or merchant's account signs in with a provider
 * only once it is linked here.
 */
export function SocialLinksPanel() {
  const dispatch = useAppDispatch();
  const { data } = useGetSocialLinksQuery();
  const [start, { isLoading: starting }] = useStartSocialLinkMutation();
  const [unlink, { isLoading: unlinking }] = useUnlinkSocialMutation();
  const notifyError = useNotifyError();
  const notifyMessage = useNotifyMessage();
  const [params, setParams] = useSearchParams();
  const linked = params.get('linked');
  const refused = params.get('error');

  useEffect(() => {
    if (!linked && !refused) return;
    if (isProvider(linked)) dispatch(notifySuccess(SocialText.linked(linked)));
    if (refused) notifyMessage(socialNotice(refused));
    setParams({}, { replace: true });
  }, [linked, refused, dispatch, notifyMessage, setParams]);

  if (!data || data.providers.length === 0) return null;

  const link = async (provider: SocialProviderId) => {
    try {
      const { url } = await start(provider).unwrap();
      window.location.assign(url);
    } catch (error) {
      notifyError(error);
    }
  };
  const remove = async (provider: SocialProviderId) => {
    try {
      dispatch(notifySuccess((await unlink(provider).unwrap()).message));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <section className="panel" aria-labelledby="social-links-title">
      <header className="panel__header">
        <h2 className="panel__title" id="social-links-title">
          {SocialText.title}
        </h2>
      </header>
      <p>{SocialText.intro}</p>
      <ul className="cards">
        {data.providers.map((provider) => {
          const name = SOCIAL_PROVIDER_NAMES[provider];
          const current = data.links.find((entry) => entry.provider === provider);
          return (
            <li key={provider} className="card">
              <span className="card__title">{name}</span>
              <span className="card__text">{current ? SocialText.linkedSince(formatDate(current.created)) : SocialText.notLinked}</span>
              {current ? (
                <Button variant="secondary" busy={unlinking} onClick={() => remove(provider)}>
                  Unlink {name}
                </Button>
              ) : (
                <Button busy={starting} onClick={() => link(provider)}>
                  Link {name}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
