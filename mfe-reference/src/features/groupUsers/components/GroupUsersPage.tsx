import { Link, useParams } from 'react-router-dom';
import { userCustomerGroupEntity } from '@portal/contracts/reference/userCustomerGroup';
import { customerGroupsEntity } from '@portal/contracts/reference/customerGroups';
import { referencePaths } from '@portal/contracts/reference/declaration';
import { EntityIndexPage } from '../../../entities/components/EntityIndexPage';
import { entityCrumbs } from '../../../entities/breadcrumbs';
import { useRecord } from '../../../entities/hooks/useRecord';

/** The group route: the users linked to one customer group (the links table, filtered by group). */
export function GroupUsersPage() {
  const groupId = useParams().customerGroup ?? '';
  const group = useRecord(customerGroupsEntity, groupId);
  const label = group.data?.label ?? groupId;
  const title = `Users of group ${label}`;
  const valid = /^[1-9][0-9]*$/.test(groupId);
  if (!valid) return <p className="state state-error">This customer group does not exist.</p>;
  return (
    <EntityIndexPage
      entity={userCustomerGroupEntity}
      title={title}
      breadcrumbs={entityCrumbs(userCustomerGroupEntity, { label: `Group ${label}` })}
      params={{ group_id: Number(groupId) }}
      intro={
        <p>
          {group.data ? (
            <>
              Users who may select{' '}
              <Link to={referencePaths.show(customerGroupsEntity, groupId)}>
                {group.data.label} – {String(group.data.record.name ?? '')}
              </Link>{' '}
              and its member organisations.
            </>
          ) : group.error ? (
            <span className="field-error">This customer group could not be loaded.</span>
          ) : (
            <span className="muted">Loading the group…</span>
          )}
        </p>
      }
    />
  );
}
