import { useId, useState } from 'react';
import { ErrorState, LoadingState, handleError, notifySuccess, useApiData } from '@portal/kit';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS, type ShareLink } from '@portal/contracts/shareLinks';
import type { ModeKey } from '../../../../shipments/modes';
import { createShareLink, listShareLinks, revokeShareLink } from '../api/shareLinks';

const addressOf = (link: ShareLink) => `${window.location.origin}${link.path}`;
const embedOf = (link: ShareLink) =>
  `<iframe src="${addressOf(link)}" title="Shipment tracking" width="100%" height="760" style="border:0" loading="lazy" referrerpolicy="no-referrer"></iframe>`;

async function copy(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess(`${what} copied.`);
  } catch {
    // No clipboard (an insecure origin, a denied permission): the text stays selectable beside it.
    handleError(new Error('copy'), `The ${what.toLowerCase()} could not be copied: select it and copy it yourself.`);
  }
}

/**
 * Make a link (how long it stays open, whether it shows the references, which of the customer's
 * own pages may embed it), and the open links: copy, the embed snippet, revoke at once. The page
 * a link opens always shows the route, milestones and status; never prices, documents or any other
 * shipment.
 */
export function ShareLinks({ mode, id }: { mode: ModeKey; id: string }) {
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
      notifySuccess('The link is ready: copy it below.');
      reload();
    } catch (err) {
      handleError(err, 'The link could not be made.');
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (link: ShareLink) => {
    try {
      await revokeShareLink(link.id);
      notifySuccess('The link is revoked: it no longer opens.');
      reload();
    } catch (err) {
      handleError(err, 'The link could not be revoked.');
    }
  };

  return (
    <div className="stack share-links">
      <form className="share-form" onSubmit={make} aria-label="Make a share link">
        <p className="muted">
          Anyone with the link sees this shipment&apos;s route, milestones and status, without signing in; never prices, documents or other shipments.
        </p>
        <label htmlFor={`${formId}-days`}>Open for (days, at most {SHARE_LINK_MAX_DAYS})</label>
        <input id={`${formId}-days`} type="number" min={1} max={SHARE_LINK_MAX_DAYS} required value={days} onChange={(e) => setDays(e.target.value)} />
        <label className="share-check">
          <input type="checkbox" checked={showReferences} onChange={(e) => setShowReferences(e.target.checked)} /> Show the shipment and order references
        </label>
        <label htmlFor={`${formId}-origins`}>Your web pages that may embed it (optional)</label>
        <input id={`${formId}-origins`} type="text" placeholder="https://www.example.com" value={origins} onChange={(e) => setOrigins(e.target.value)} />
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          Make link
        </button>
      </form>
      {error && !data ? (
        <ErrorState message="The share links could not be loaded." onRetry={reload} />
      ) : !data ? (
        loading && <LoadingState label="Loading share links…" />
      ) : data.links.length === 0 ? (
        <p className="muted">No open links.</p>
      ) : (
        <ul className="share-list" aria-label="Open share links">
          {data.links.map((link) => (
            <li key={link.id} className="share-link">
              <input readOnly aria-label="Share link" value={link.path ? addressOf(link) : 'Made under an earlier key: revoke it and make a new one'} onFocus={(e) => e.target.select()} />
              <span className="muted">
                Open until {link.expiresAt.slice(0, 10)}
                {link.showReferences ? ' · shows the references' : ''}
                {link.createdBy ? ` · by ${link.createdBy}` : ''}
              </span>
              <span className="share-actions">
                <button type="button" className="btn btn-sm" disabled={!link.path} onClick={() => void copy(addressOf(link), 'Link')}>
                  Copy
                </button>
                <button type="button" className="btn btn-sm" disabled={!link.path} aria-expanded={embedOpen === link.id} onClick={() => setEmbedOpen(embedOpen === link.id ? null : link.id)}>
                  Embed
                </button>
                <button type="button" className="btn btn-sm" onClick={() => void revoke(link)}>
                  Revoke
                </button>
              </span>
              {embedOpen === link.id && (
                <div className="share-embed">
                  <textarea readOnly rows={3} aria-label="Embed code" value={embedOf(link)} onFocus={(e) => e.target.select()} />
                  {link.frameAncestors.length === 0 && <p className="muted">Name your web page&apos;s address when you make the link: only the pages named may show it.</p>}
                  <button type="button" className="btn btn-sm" onClick={() => void copy(embedOf(link), 'Embed code')}>
                    Copy embed code
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
