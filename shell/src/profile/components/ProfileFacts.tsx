import type { ReactNode } from 'react';

/** A definition list of label/value pairs; empty values are left out. */
export function ProfileFacts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="profile-facts">
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="profile-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A role's name (profile.admin, profile.customer in the shell's messages). */
export const roleLabel = (t: (key: string) => string, role: 'admin' | 'customer') => t(role === 'admin' ? 'profile.admin' : 'profile.customer');
