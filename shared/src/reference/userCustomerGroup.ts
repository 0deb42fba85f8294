import { object } from 'yup';
import type { ReferenceEntity } from './declaration';
import { requiredId } from './fields';

/** Which users may select which customer group (and so its member organisations). */
export const userCustomerGroupEntity: ReferenceEntity = {
  resource: 'userCustomerGroup',
  title: 'User Customer Group links',
  showTitle: 'User Customer Group link',
  createTitle: 'Create User Customer Group link',
  editTitle: 'Edit User Customer Group link',
  singular: 'user customer group link',
  description: 'Links between users and the customer groups they may select.',
  idField: 'id',
  labelField: 'label',
  linkField: 'user_email',
  showParam: 'userCustomerGroup',
  editParam: 'userCustomerGroup',
  actions: ['index', 'show', 'create', 'edit', 'destroy'],
  defaultSort: [{ colId: 'group_code', sort: 'asc' }, { colId: 'user_email', sort: 'asc' }],
  columns: [
    { field: 'id', headerName: 'ID', type: 'number', hide: true },
    { field: 'group_id', headerName: 'Group ID', type: 'number', hide: true },
    { field: 'group_code', headerName: 'Group', type: 'text', width: 120 },
    { field: 'group_name', headerName: 'Group name', type: 'text', width: 220 },
    { field: 'user_email', headerName: 'User', type: 'text', width: 240 },
    { field: 'user_name', headerName: 'Name', type: 'text', width: 200 },
    { field: 'created_at', headerName: 'Linked', type: 'date', width: 130 },
    { field: 'label', headerName: 'Link', type: 'text', hide: true },
  ],
  fields: [
    { name: 'user_id', label: 'User', type: 'select', required: true, optionsSource: 'users' },
    { name: 'group_id', label: 'Customer group', type: 'select', required: true, optionsSource: 'customerGroups' },
  ],
  schema: object({
    user_id: requiredId('User'),
    group_id: requiredId('Customer group'),
  }),
};
