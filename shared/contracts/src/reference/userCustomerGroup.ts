import { BEYOND_PHONE, ID_COLUMN, column, reference } from './attributes';
import { defineEntity } from './define';

/** Which users may select which customer group (and so its member organisations). */
export const userCustomerGroupEntity = defineEntity({
  resource: 'userCustomerGroup',
  names: { one: 'User Customer Group link', many: 'User Customer Group links' },
  description: 'Links between users and the customer groups they may select.',
  labelField: 'label',
  linkField: 'user_email',
  showParam: 'userCustomerGroup',
  defaultSort: [
    { colId: 'group_code', sort: 'asc' },
    { colId: 'user_email', sort: 'asc' },
  ],
  attributes: {
    id: ID_COLUMN,
    user_id: reference('User', 'users', { required: true }),
    group_id: reference('Customer group', 'customerGroups', { required: true, column: { header: 'Group ID', hide: true } }),
    group_code: column('Group', 'text', { width: 160 }),
    // The group's code says which group on a tablet; its name from a wide tablet on, so the user's e-mail keeps its room.
    group_name: column('Group name', 'text', { width: 220, wrap: true, showFrom: 900 }),
    user_email: column('User', 'text', { width: 240, wrap: true }),
    user_name: column('Name', 'text', { width: 200, wrap: true, showFrom: BEYOND_PHONE }),
    created_at: column('Linked', 'date', { width: 130, showFrom: 1100 }),
    label: column('Link', 'text', { hide: true }),
  },
});
