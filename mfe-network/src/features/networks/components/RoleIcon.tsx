import { pinUrl } from '../map/markerIcons';

/** The role's map pin, small, beside text that already names the role (so it is decorative). */
export function RoleIcon({ role }: { role: string }) {
  return <img className="net-role-icon" src={pinUrl(role)} alt="" width={16} height={20} />;
}
