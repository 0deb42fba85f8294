import { useCallback, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { routeHome, usePageMeta } from '@portal/kit';
import type { TrackerCredentials } from '@portal/contracts/externalApps';
import { trackerLoginAddress } from '../trackerAddress';
import { ExternalFrame } from './ExternalFrame';
import { TrackerGate } from './TrackerGate';
import { useExternalAppsT } from '../../../messages';
import { routes } from '../../../routes';

function LoginFrame({ credentials }: { credentials: TrackerCredentials }) {
  const src = useMemo(() => trackerLoginAddress(credentials), [credentials]);
  const frame = useRef<HTMLIFrameElement>(null);
  const t = useExternalAppsT();
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
        <Link to="/webtracker">{t('tracker.back')}</Link>
      </p>
      <ExternalFrame ref={frame} src={src} title={t('tracker.signIn')} onLoad={handOver} />
    </div>
  );
}

/** /webtracker/login: the tracker's identity-provider sign-in screen, same height rule as the tracker. */
export function TrackerLoginPage() {
  const t = useExternalAppsT();
  usePageMeta(t('tracker.signIn'), [{ label: t('routes./webtracker/*.title', { defaultValue: routes.tracker.title }), to: routeHome(routes.tracker) }, { label: t('tracker.signInCrumb') }]);
  return <TrackerGate>{(credentials) => <LoginFrame credentials={credentials} />}</TrackerGate>;
}
