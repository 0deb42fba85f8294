import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@portal/kit';
import type { TrackerCredentials } from '@portal/contracts/externalApps';
import { trackerAddress } from '../trackerAddress';
import { ExternalFrame } from './ExternalFrame';
import { TrackerGate } from './TrackerGate';
import { routes } from '../../../routes';

function TrackerFrame({ credentials }: { credentials: TrackerCredentials }) {
  // A new timestamp per answer (each selection), not per render: resizing must not reload it.
  const src = useMemo(() => trackerAddress(credentials), [credentials]);
  return (
    <div className="ext-frame-wrap">
      <p className="ext-frame-links muted">
        Signed in as {credentials.userEmail} for {credentials.companyCode}. <Link to="/webtracker/login">Sign in to myTracker again</Link>
      </p>
      <ExternalFrame src={src} title="myTracker" />
    </div>
  );
}

/** /webtracker: the external tracking application for the selected organisation. */
export function TrackerPage() {
  usePageMeta(routes.tracker.title);
  return <TrackerGate>{(credentials) => <TrackerFrame credentials={credentials} />}</TrackerGate>;
}
