import { object, string } from 'yup';
import type { ReferenceEntity } from './declaration';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from '../rules/password';
import { choice, flag, idList, optionalId, optionalText, requiredText } from './fields';

/** A portal (CEP) user: administrators and customer users, with the organisations they may see. */
export const USER_ROLES = [
  { value: 'customer', label: 'Customer user' },
  { value: 'admin', label: 'Administrator' },
] as const;

export const cepUsersEntity: ReferenceEntity = {
  resource: 'cepUsers',
  title: 'CEP Users',
  showTitle: 'CEP User',
  createTitle: 'Create CEP User',
  editTitle: 'Edit CEP User',
  singular: 'user',
  description: 'Portal users: e-mail, name, role, active flag and the customers each may see.',
  idField: 'id',
  labelField: 'email',
  showParam: 'cepUser',
  editParam: 'cepUser',
  actions: ['index', 'show', 'create', 'edit', 'destroy'],
  defaultSort: [{ colId: 'email', sort: 'asc' }],
  columns: [
    { field: 'id', headerName: 'ID', type: 'number', hide: true },
    { field: 'email', headerName: 'E-mail', type: 'text', width: 240 },
    { field: 'name', headerName: 'Name', type: 'text', width: 200 },
    { field: 'role', headerName: 'Role', type: 'text', width: 120 },
    { field: 'company_name', headerName: 'Company', type: 'text' },
    { field: 'customer_count', headerName: 'Customers', type: 'number', width: 120 },
    { field: 'active', headerName: 'Active', type: 'boolean', width: 110 },
    { field: 'last_login_at', headerName: 'Last sign-in', type: 'date', width: 140 },
  ],
  fields: [
    { name: 'email', label: 'E-mail', type: 'email', required: true, maxLength: 254, autoComplete: 'off' },
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 200 },
    { name: 'appellative', label: 'Appellative', type: 'text', maxLength: 40, placeholder: 'Mr., Ms., Dr.' },
    { name: 'role', label: 'Role', type: 'select', required: true, options: USER_ROLES, defaultValue: 'customer' },
    { name: 'company_id', label: 'Company', type: 'select', optionsSource: 'companies', help: 'For staff of the forwarder: the legal entity they work for.' },
    { name: 'active', label: 'Active (may sign in)', type: 'boolean', defaultValue: true },
    {
      name: 'password',
      label: 'Password',
      type: 'password',
      maxLength: MAX_PASSWORD_LENGTH,
      writeOnly: true,
      autoComplete: 'new-password',
      help: `At least ${MIN_PASSWORD_LENGTH} characters. When editing, leave empty to keep the current password.`,
    },
    { name: 'customer_ids', label: 'Customers this user may see', type: 'multiselect', optionsSource: 'customers' },
  ],
  schema: object({
    email: requiredText('E-mail', 254).lowercase().email('E-mail must be a valid e-mail address.'),
    name: requiredText('Name', 200),
    appellative: optionalText('Appellative', 40),
    role: choice('Role', USER_ROLES.map((r) => r.value)),
    company_id: optionalId('Company'),
    active: flag(),
    password: string()
      .transform((v) => v ?? '')
      .default('')
      .when('$mode', {
        is: 'create',
        then: (s) => s.required('A password is required for a new user.'),
      })
      .test('length', PASSWORD_MESSAGES.tooShort, (v) => !v || v.length >= MIN_PASSWORD_LENGTH)
      .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong),
    customer_ids: idList('Customers'),
  }),
};
