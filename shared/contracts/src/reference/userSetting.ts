import { BEYOND_PHONE, UPDATED_COLUMN, column, reference, select } from './attributes';
import { defineEntity } from './define';
import type { RuleMaker } from './declaration';

/** A user's preferences: language, date format, and the organisation or group chosen at sign-in. */
const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'nl', label: 'Nederlands' },
  { value: 'de', label: 'Deutsch' },
  { value: 'fr', label: 'Français' },
  { value: 'zh', label: '中文' },
] as const;

const DATE_FORMATS = [
  { value: 'YYYY-MM-DD', label: 'YYYY-MM-DD (2025-03-31)' },
  { value: 'DD-MM-YYYY', label: 'DD-MM-YYYY (31-03-2025)' },
  { value: 'MM/DD/YYYY', label: 'MM/DD/YYYY (03/31/2025)' },
] as const;

/** A customer or group code from the selectables; empty is none. */
const defaultCustomerRule: RuleMaker = ({ string }) =>
  string()
    .trim()
    .max(20, 'Choose an organisation or group from the list.')
    .transform((v) => (v === '' || v === undefined ? null : v))
    .nullable()
    .default(null);

export const userSettingEntity = defineEntity({
  resource: 'userSetting',
  names: { one: 'User Setting', many: 'User Settings' },
  description: 'Per user: language, date format and the default organisation or group at sign-in.',
  idField: 'user_id',
  labelField: 'user_email',
  showParam: 'userSetting',
  attributes: {
    user_id: reference('User', 'users', { required: true, createOnly: true, help: 'Each user has at most one settings record.', column: { header: 'User ID', hide: true } }),
    user_email: column('User', 'text', { width: 240, wrap: true }),
    user_name: column('Name', 'text', { width: 200, wrap: true }),
    language: select('Language', LANGUAGES, { required: true, defaultValue: 'en', column: { width: 120, showFrom: BEYOND_PHONE } }),
    date_format: select('Date format', DATE_FORMATS, { required: true, defaultValue: 'YYYY-MM-DD', column: { width: 140 } }),
    default_customer: reference('Default organisation or group', 'selectables', {
      rule: defaultCustomerRule,
      help: 'Selected at sign-in while the user may still select it.',
      column: { header: 'Default customer', type: 'text', width: 170 },
    }),
    updated_at: UPDATED_COLUMN,
  },
});
