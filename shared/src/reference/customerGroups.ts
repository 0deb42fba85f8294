import { object } from 'yup';
import type { ReferenceEntity } from './declaration';
import { code, idList, requiredText } from './fields';
import { GROUP_CODE_PREFIX } from './customers';

/** A customer group: several organisations selectable as one; its code starts with 00. */
export const customerGroupsEntity: ReferenceEntity = {
  resource: 'customerGroups',
  title: 'Customer Groups',
  showTitle: 'Customer Group',
  createTitle: 'Create Customer Group',
  editTitle: 'Edit Customer Group',
  singular: 'customer group',
  description: 'Groups of organisations that users can select as one (codes start with 00).',
  idField: 'id',
  labelField: 'code',
  showParam: 'customerGroups',
  editParam: 'customerGroup',
  actions: ['index', 'show', 'create', 'edit', 'destroy'],
  defaultSort: [{ colId: 'code', sort: 'asc' }],
  columns: [
    { field: 'id', headerName: 'ID', type: 'number', hide: true },
    { field: 'code', headerName: 'Code', type: 'text', width: 120 },
    { field: 'name', headerName: 'Name', type: 'text', width: 260 },
    { field: 'member_count', headerName: 'Members', type: 'number', width: 120 },
    { field: 'user_count', headerName: 'Users', type: 'number', width: 110 },
    { field: 'updated_at', headerName: 'Updated', type: 'date', width: 130 },
  ],
  fields: [
    { name: 'code', label: 'Group code', type: 'text', required: true, maxLength: 20, upperCase: true, placeholder: '0010', help: 'Unique; must start with 00.' },
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 200 },
    { name: 'member_ids', label: 'Member organisations', type: 'multiselect', optionsSource: 'customers' },
  ],
  schema: object({
    code: code('Group code', 20).test('group-prefix', 'A group code must start with 00.', (v) => !!v?.startsWith(GROUP_CODE_PREFIX)),
    name: requiredText('Name', 200),
    member_ids: idList('Member organisations'),
  }),
};
