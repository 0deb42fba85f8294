import { useCallback, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { routeHome, usePageMeta } from '@portal/kit';
import type { TrackerCredentials } from '@portal/contracts/externalApps';
import { trackerLoginAddress } from '../trackerAddress';
import { ExternalFrame } from './ExternalFrame';
import { TrackerGate } from './TrackerGate';
import { routes } from '../../../routes';

function LoginFrame({ credentials }: { credentials: TrackerCredentials }) {
  const src = useMemo(() => trackerLoginAddress(credentials), [credentials]);
  const frame = useRef<HTMLIFrameElement>(null);
  // The password goes to the identity provider by postMessage, addressed to its origin only:
  // if the frame has navigated anywhere else, the browser drops the message.
  const handOver = useCallback(() => {
    frame.current?.contentWindow?.postMessage(
      { type: 'tracker-credentials', userEmail: credentials.userEmail, userPassword: credentials.userPassword, companyCode: credentials.companyCode },
      new URL(src).origin,
    );
  }, [credentials, src]);
  return (
    <div className="ext-frame-wrap">
      <p className="ext-frame-links muted">
        <Link to="/webtracker">Back to My tracker</Link>
      </p>
      <ExternalFrame ref={frame} src={src} title="myTracker sign-in" onLoad={handOver} />
    </div>
  );
}

/** /webtracker/login: the tracker's identity-provider sign-in screen, same height rule as the tracker. */
export function TrackerLoginPage() {
  usePageMeta('myTracker sign-in', [{ label: routes.tracker.title, to: routeHome(routes.tracker) }, { label: 'Sign-in' }]);
  return <TrackerGate>{(credentials) => <LoginFrame credentials={credentials} />}</TrackerGate>;
}
