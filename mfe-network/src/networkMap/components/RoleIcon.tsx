import { PIN_HEIGHT, PIN_WIDTH, pinMarkup } from '../map/markerIcons';

/**
 * The role's map pin, small, beside text that already names the role (so it is decorative).
 * Inline, not an <img> of a data: URL: each SVG image is a document of its own for the browser to
 * make, which on /networks (legend and list) was a task of 48 ms of CPU, a phone's 190 ms.
 */
export function RoleIcon({ role }: { role: string }) {
  return (
    <svg
      className="net-role-icon"
      viewBox={`0 0 ${PIN_WIDTH} ${PIN_HEIGHT}`}
      width={16}
      height={20}
      aria-hidden="true"
      focusable="false"
      // Our own constant markup (markerIcons.ts), no user data.
      dangerouslySetInnerHTML={{ __html: pinMarkup(role) }}
    />
  );
}
