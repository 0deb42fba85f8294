import { handleError, useApiData, usePageMeta } from '@portal/kit';
import { LauncherCard } from '../../../launch/LauncherCard';
import { useDelayedLaunch } from '../../../launch/useDelayedLaunch';
import { getLicences } from '../api/getLicences';
import { getMyKPICredentials } from '../api/getMyKPICredentials';
import { kpiAddress } from '../kpiAddress';
import { routes } from '../../../routes';

interface KpiStatusProps {
  loading: boolean;
  failed: boolean;
  licensed: boolean;
  companyCode: string | null;
  /** From the API's configuration (LICENCE_REQUEST_EMAIL). */
  licenceRequestEmail: string | null;
}

function KpiStatus({ loading, failed, licensed, companyCode, licenceRequestEmail }: KpiStatusProps) {
  if (loading) return <span className="badge badge-muted">Still determining your licence…</span>;
  if (failed) return <span className="badge badge-muted">Your licence could not be determined.</span>;
  if (licensed) return <span className="badge badge-success">Licensed{companyCode ? ` for ${companyCode}` : ''}</span>;
  const subject = encodeURIComponent(`MyKPI licence request${companyCode ? ` for ${companyCode}` : ''}`);
  return (
    <span>
      <span className="badge badge-danger">Not licensed</span> Your account is not entitled to use MyKPI.{' '}
      {licenceRequestEmail && <a href={`mailto:${licenceRequestEmail}?subject=${subject}`}>Request a MyKPI licence by e-mail</a>}
    </span>
  );
}

/** /mykpi: the licence status and the button that opens the KPI dashboard in a new tab. */
export function KpiPage() {
  usePageMeta(routes.kpi.title);
  const licences = useApiData(getLicences, [], (err) => handleError(err, 'An error occured loading your MyKPI licence.'));
  const { opening, launch } = useDelayedLaunch('An error occured opening MyKPI.');
  const licensed = !!licences.data?.kpi && !licences.loading;

  // The server decides again at the click: a licence withdrawn since the page loaded opens nothing.
  const open = () =>
    launch(async () => {
      const credentials = await getMyKPICredentials();
      if (!credentials.isLicensed) {
        licences.reload();
        return null;
      }
      return kpiAddress(credentials);
    });

  return (
    <LauncherCard
      intro={
        <>
          <p>
            MyKPI is the management-information dashboard of your logistics: on-time performance, transit times, volumes and costs per modality and per lane,
            for the organisation or group selected in the header.
          </p>
          <p className="muted">The dashboard opens in a new tab and signs you in with a token that is valid for a few minutes.</p>
        </>
      }
      status={
        <KpiStatus
          loading={licences.loading}
          failed={!!licences.error}
          licensed={licensed}
          companyCode={licences.data?.companyCode ?? null}
          licenceRequestEmail={licences.data?.licenceRequestEmail ?? null}
        />
      }
      buttonLabel="Open MyKPI"
      canOpen={licensed}
      opening={opening}
      openingLabel="Opening MyKPI in a new tab…"
      onOpen={open}
    />
  );
}
