import { useId, useState } from 'react';
import { ErrorState, LoadingState, handleError, notifySuccess, useApiData, useFormat } from '@portal/kit';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS, type ShareLink } from '@portal/contracts/shareLinks';
import type { ModeKey } from '../../../../shipments/modes';
import { createShareLink, listShareLinks, revokeShareLink } from '../api/shareLinks';
import { useDashboardT } from '../../../../messages';

type DashboardT = ReturnType<typeof useDashboardT>;

const addressOf = (link: ShareLink) => `${window.location.origin}${link.path}`;
const embedOf = (link: ShareLink, title: string) =>
  `<iframe src="${addressOf(link)}" title="${title.replaceAll('"', '&quot;')}" width="100%" height="760" style="border:0" loading="lazy" referrerpolicy="no-referrer"></iframe>`;

async function copy(text: string, what: 'link' | 'embed', t: DashboardT): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess(t(`share.copied.${what}`));
  } catch {
    // No clipboard (an insecure origin, a denied permission): the text stays selectable beside it.
    handleError(new Error('copy'), t(`share.copyFailed.${what}`));
  }
}

/**
 * Make a link (how long it stays open, whether it shows the references, which of the customer's
 * own pages may embed it), and the open links: copy, the embed snippet, revoke at once. The page
 * a link opens always shows the route, milestones and status; never prices, documents or any other
 * shipment.
 */
export function ShareLinks({ mode, id }: { mode: ModeKey; id: string }) {
  const t = useDashboardT();
  const format = useFormat();
  const formId = useId();
  const { data, error, loading, reload } = useApiData((signal) => listShareLinks(mode, id, signal), [mode, id]);
  const [days, setDays] = useState(String(SHARE_LINK_DEFAULT_DAYS));
  const [showReferences, setShowReferences] = useState(false);
  const [origins, setOrigins] = useState('');
  const [busy, setBusy] = useState(false);
  const [embedOpen, setEmbedOpen] = useState<number | null>(null);

  const make = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const frameAncestors = origins.split(/[\s,]+/).filter(Boolean);
      await createShareLink(mode, id, { days: Number(days), showReferences, ...(frameAncestors.length ? { frameAncestors } : {}) });
      notifySuccess(t('share.ready'));
      reload();
    } catch (err) {
      handleError(err, t('share.makeFailed'));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (link: ShareLink) => {
    try {
      await revokeShareLink(link.id);
      notifySuccess(t('share.revoked'));
      reload();
    } catch (err) {
      handleError(err, t('share.revokeFailed'));
    }
  };

  return (
    <div className="stack share-links">
      <form className="share-form" onSubmit={make} aria-label={t('share.formLabel')}>
        <p className="muted">{t('share.intro')}</p>
        <label htmlFor={`${formId}-days`}>{t('share.days', { max: SHARE_LINK_MAX_DAYS })}</label>
        <input id={`${formId}-days`} type="number" min={1} max={SHARE_LINK_MAX_DAYS} required value={days} onChange={(e) => setDays(e.target.value)} />
        <label className="share-check">
          <input type="checkbox" checked={showReferences} onChange={(e) => setShowReferences(e.target.checked)} /> {t('share.showReferences')}
        </label>
        <label htmlFor={`${formId}-origins`}>{t('share.origins')}</label>
        <input id={`${formId}-origins`} type="text" placeholder={t('share.originsExample')} value={origins} onChange={(e) => setOrigins(e.target.value)} />
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {t('share.make')}
        </button>
      </form>
      {error && !data ? (
        <ErrorState message={t('share.loadFailed')} onRetry={reload} />
      ) : !data ? (
        loading && <LoadingState label={t('share.loading')} />
      ) : data.links.length === 0 ? (
        <p className="muted">{t('share.none')}</p>
      ) : (
        <ul className="share-list" aria-label={t('share.list')}>
          {data.links.map((link) => (
            <li key={link.id} className="share-link">
              <input readOnly aria-label={t('share.link')} value={link.path ? addressOf(link) : t('share.earlierKey')} onFocus={(e) => e.target.select()} />
              <span className="muted">
                {[
                  t('share.openUntil', { date: format.date(link.expiresAt.slice(0, 10), t('formats.day')) }),
                  ...(link.showReferences ? [t('share.showsReferences')] : []),
                  ...(link.createdBy ? [t('share.by', { name: link.createdBy })] : []),
                ].join(' · ')}
              </span>
              <span className="share-actions">
                <button type="button" className="btn btn-sm" disabled={!link.path} onClick={() => void copy(addressOf(link), 'link', t)}>
                  {t('share.copy')}
                </button>
                <button type="button" className="btn btn-sm" disabled={!link.path} aria-expanded={embedOpen === link.id} onClick={() => setEmbedOpen(embedOpen === link.id ? null : link.id)}>
                  {t('share.embed')}
                </button>
                <button type="button" className="btn btn-sm" onClick={() => void revoke(link)}>
                  {t('share.revoke')}
                </button>
              </span>
              {embedOpen === link.id && (
                <div className="share-embed">
                  <textarea readOnly rows={3} aria-label={t('share.embedCode')} value={embedOf(link, t('share.frameTitle'))} onFocus={(e) => e.target.select()} />
                  {link.frameAncestors.length === 0 && <p className="muted">{t('share.embedHint')}</p>}
                  <button type="button" className="btn btn-sm" onClick={() => void copy(embedOf(link, t('share.frameTitle')), 'embed', t)}>
                    {t('share.copyEmbed')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
