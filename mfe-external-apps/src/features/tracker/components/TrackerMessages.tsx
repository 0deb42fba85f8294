/** Spec section 8, word for word. */
const GROUP_MESSAGE =
  'The myTracker-application can only be opened for a single organisation not for a group. Please select a single organisation in the header of this portal and open the myTracker-application again via the menu.';
const NOT_LICENSED_MESSAGE = "Your account is not entitled to use WebTracker.";

export function GroupSelectedMessage() {
  return (
    <div className="card ext-message" role="status">
      <p>{GROUP_MESSAGE}</p>
    </div>
  );
}

/** The address comes from the API's configuration (LICENCE_REQUEST_EMAIL); without one there is no link. */
export function NotLicensedMessage({ companyCode, licenceRequestEmail }: { companyCode: string; licenceRequestEmail: string | null }) {
  const subject = `WebTracker licence request${companyCode ? ` for ${companyCode}` : ''}`;
  return (
    <div className="card ext-message" role="status">
      <p>{NOT_LICENSED_MESSAGE}</p>
      {licenceRequestEmail && (
        <p>
          <a href={`mailto:${licenceRequestEmail}?subject=${encodeURIComponent(subject)}`}>Request a WebTracker licence by e-mail</a>
        </p>
      )}
    </div>
  );
}
