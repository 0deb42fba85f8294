import { BEYOND_PHONE, ID_COLUMN, UPDATED_COLUMN, codeText, column, references, text } from './attributes';
import { defineEntity } from './define';
import { GROUP_CODE_PREFIX } from '../rules/customerGroups';

/** A customer group: several organisations selectable as one; its code starts with 00. */
export const customerGroupsEntity = defineEntity({
  resource: 'customerGroups',
  names: { one: 'Customer Group', many: 'Customer Groups' },
  description: `Groups of organisations that users can select as one (codes start with ${GROUP_CODE_PREFIX}).`,
  labelField: 'code',
  showParam: 'customerGroups',
  editParam: 'customerGroup',
  attributes: {
    id: ID_COLUMN,
    code: codeText('Group code', 20, {
      placeholder: `${GROUP_CODE_PREFIX}10`,
      help: `Unique; must start with ${GROUP_CODE_PREFIX}.`,
      column: { header: 'Code', width: 120 },
      refine: (s) => s.test('group-prefix', `A group code must start with ${GROUP_CODE_PREFIX}.`, (v) => !!v?.startsWith(GROUP_CODE_PREFIX)),
    }),
    name: text('Name', 200, { required: true, column: { width: 260, wrap: true } }),
    member_ids: references('Member organisations', 'customers'),
    member_count: column('Members', 'number', { width: 120, showFrom: BEYOND_PHONE }),
    user_count: column('Users', 'number', { width: 110, showFrom: BEYOND_PHONE }),
    updated_at: UPDATED_COLUMN,
  },
});
