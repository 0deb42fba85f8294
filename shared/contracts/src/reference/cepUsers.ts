import { BEYOND_PHONE, ID_COLUMN, attribute, column, email, flag, reference, references, select, text } from './attributes';
import { defineEntity } from './define';
import type { RuleMaker } from './declaration';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from '../rules/password';

/** A portal (CEP) user: administrators and customer users, with the organisations they may see. */
const USER_ROLES = [
  { value: 'customer', label: 'Customer user' },
  { value: 'admin', label: 'Administrator' },
] as const;

/** Required for a new user; on an edit, empty keeps the current one. */
const passwordRule: RuleMaker = ({ string }) =>
  string()
    .transform((v) => v ?? '')
    .default('')
    .when('$mode', {
      is: 'create',
      then: (s) => s.required('A password is required for a new user.'),
    })
    .test('length', PASSWORD_MESSAGES.tooShort, (v) => !v || v.length >= MIN_PASSWORD_LENGTH)
    .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong);

export const cepUsersEntity = defineEntity({
  resource: 'cepUsers',
  names: { one: 'CEP User', many: 'CEP Users' },
  singular: 'user',
  description: 'Portal users: e-mail, name, role, active flag and the customers each may see.',
  labelField: 'email',
  showParam: 'cepUser',
  attributes: {
    id: ID_COLUMN,
    email: email('E-mail', 254, { required: true, autoComplete: 'off', column: { width: 240, wrap: true }, refine: (s) => s.lowercase() }),
    name: text('Name', 200, { required: true, column: { width: 200, wrap: true } }),
    appellative: text('Appellative', 40, { placeholder: 'Mr., Ms., Dr.' }),
    role: select('Role', USER_ROLES, { required: true, defaultValue: 'customer', column: { width: 120, showFrom: BEYOND_PHONE } }),
    company_id: reference('Company', 'companies', { help: 'For staff of the forwarder: the legal entity they work for.' }),
    // Staff only (empty for most users): from a wide tablet on, so e-mail addresses and names keep their room.
    company_name: column('Company', 'text', { wrap: true, showFrom: 900 }),
    // The counts, flags and dates from a laptop's width on: on a tablet an e-mail address took four lines beside them.
    customer_count: column('Customers', 'number', { width: 120, showFrom: 1100 }),
    active: flag('Active (may sign in)', { defaultValue: true, column: { header: 'Active', width: 110, showFrom: 1100 } }),
    password: attribute('password', 'Password', 'text', passwordRule, {
      maxLength: MAX_PASSWORD_LENGTH,
      writeOnly: true,
      autoComplete: 'new-password',
      help: `At least ${MIN_PASSWORD_LENGTH} characters. When editing, leave empty to keep the current password.`,
    }),
    customer_ids: references('Customers this user may see', 'customers', { ruleLabel: 'Customers' }),
    last_login_at: column('Last sign-in', 'date', { width: 140, showFrom: 1100 }),
  },
});
