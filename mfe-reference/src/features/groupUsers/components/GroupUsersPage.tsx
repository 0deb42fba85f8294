import { Link, useParams } from 'react-router-dom';
import { userCustomerGroupEntity } from '@portal/contracts/reference/userCustomerGroup';
import { customerGroupsEntity } from '@portal/contracts/reference/customerGroups';
import { referencePaths } from '@portal/contracts/reference/declaration';
import { EntityIndexPage } from '../../../entities/components/EntityIndexPage';
import { entityCrumbs } from '../../../entities/breadcrumbs';
import { useRecord } from '../../../entities/hooks/useRecord';
import { useReferenceT } from '../../../messages';

/** The group route: the users linked to one customer group (the links table, filtered by group). */
export function GroupUsersPage() {
  const t = useReferenceT();
  const groupId = useParams().customerGroup ?? '';
  const group = useRecord(customerGroupsEntity, groupId);
  const label = group.data?.label ?? groupId;
  const title = t('group.title', { label });
  const valid = /^[1-9][0-9]*$/.test(groupId);
  if (!valid) return <p className="state state-error">{t('group.missing')}</p>;
  return (
    <EntityIndexPage
      entity={userCustomerGroupEntity}
      title={title}
      breadcrumbs={entityCrumbs(userCustomerGroupEntity, { label: t('group.crumb', { label }) })}
      params={{ group_id: Number(groupId) }}
      intro={
        <p>
          {group.data ? (
            <>
              {t('group.mayBefore')}{' '}
              <Link to={referencePaths.show(customerGroupsEntity, groupId)}>
                {group.data.label} – {String(group.data.record.name ?? '')}
              </Link>{' '}
              {t('group.mayAfter')}
            </>
          ) : group.error ? (
            <span className="field-error">{t('group.failed')}</span>
          ) : (
            <span className="muted">{t('group.loading')}</span>
          )}
        </p>
      }
    />
  );
}
