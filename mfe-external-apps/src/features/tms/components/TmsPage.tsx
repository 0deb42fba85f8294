import { handleError, useApiData, usePageMeta } from '@portal/kit';
import { LauncherCard } from '../../../launch/LauncherCard';
import { useDelayedLaunch } from '../../../launch/useDelayedLaunch';
import { getMyTMSConfig } from '../api/getMyTMSConfig';
import { tmsAddress } from '../tmsAddress';
import { routes } from '../../../routes';

/** /mytms: a launcher like MyKPI for the transport management system at the configured address. */
export function TmsPage() {
  usePageMeta(routes.tms.title);
  const config = useApiData(getMyTMSConfig, [], (err) => handleError(err, 'An error occured loading My TMS.'));
  const { opening, launch } = useDelayedLaunch('An error occured opening My TMS.');
  const data = config.loading ? undefined : config.data;
  const canOpen = !!data?.isAvailable;

  const status = config.loading ? (
    <span className="badge badge-muted">Loading…</span>
  ) : !data ? (
    <span className="badge badge-muted">My TMS could not be loaded.</span>
  ) : canOpen ? (
    <span className="badge badge-success">Available for {data.companyCode}</span>
  ) : (
    <span className="badge badge-muted">Select an organisation in the header first.</span>
  );

  return (
    <LauncherCard
      intro={
        <>
          <p>My TMS is the transport management system: plan and book transport orders, follow their execution and check the freight costs.</p>
          <p className="muted">It opens in a new tab for the organisation or group selected in the header and asks you to sign in there.</p>
        </>
      }
      status={status}
      buttonLabel="Open My TMS"
      canOpen={canOpen}
      opening={opening}
      openingLabel="Opening My TMS in a new tab…"
      onOpen={() => data && launch(async () => tmsAddress(data))}
    />
  );
}
