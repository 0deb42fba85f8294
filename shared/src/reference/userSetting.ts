import { object, string } from 'yup';
import type { ReferenceEntity } from './declaration';
import { choice, requiredId } from './fields';

/** A user's preferences: language, date format, and the organisation or group chosen at sign-in. */
export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'nl', label: 'Nederlands' },
  { value: 'de', label: 'Deutsch' },
  { value: 'fr', label: 'Français' },
  { value: 'zh', label: '中文' },
] as const;

export const DATE_FORMATS = [
  { value: 'YYYY-MM-DD', label: 'YYYY-MM-DD (2025-03-31)' },
  { value: 'DD-MM-YYYY', label: 'DD-MM-YYYY (31-03-2025)' },
  { value: 'MM/DD/YYYY', label: 'MM/DD/YYYY (03/31/2025)' },
] as const;

export const userSettingEntity: ReferenceEntity = {
  resource: 'userSetting',
  title: 'User Settings',
  showTitle: 'User Setting',
  createTitle: 'Create User Setting',
  editTitle: 'Edit User Setting',
  singular: 'user setting',
  description: 'Per user: language, date format and the default organisation or group at sign-in.',
  idField: 'user_id',
  labelField: 'user_email',
  showParam: 'userSetting',
  editParam: 'userSetting',
  actions: ['index', 'show', 'create', 'edit', 'destroy'],
  defaultSort: [{ colId: 'user_email', sort: 'asc' }],
  columns: [
    { field: 'user_id', headerName: 'User ID', type: 'number', hide: true },
    { field: 'user_email', headerName: 'User', type: 'text', width: 240 },
    { field: 'user_name', headerName: 'Name', type: 'text', width: 200 },
    { field: 'language', headerName: 'Language', type: 'text', width: 120 },
    { field: 'date_format', headerName: 'Date format', type: 'text', width: 140 },
    { field: 'default_customer', headerName: 'Default customer', type: 'text', width: 170 },
    { field: 'updated_at', headerName: 'Updated', type: 'date', width: 130 },
  ],
  fields: [
    { name: 'user_id', label: 'User', type: 'select', required: true, optionsSource: 'users', createOnly: true, help: 'Each user has at most one settings record.' },
    { name: 'language', label: 'Language', type: 'select', required: true, options: LANGUAGES, defaultValue: 'en' },
    { name: 'date_format', label: 'Date format', type: 'select', required: true, options: DATE_FORMATS, defaultValue: 'YYYY-MM-DD' },
    { name: 'default_customer', label: 'Default organisation or group', type: 'select', optionsSource: 'selectables', help: 'Selected at sign-in while the user may still select it.' },
  ],
  schema: object({
    user_id: requiredId('User'),
    language: choice('Language', LANGUAGES.map((l) => l.value)),
    date_format: choice('Date format', DATE_FORMATS.map((f) => f.value)),
    default_customer: string()
      .trim()
      .max(20, 'Choose an organisation or group from the list.')
      .transform((v) => (v === '' || v === undefined ? null : v))
      .nullable()
      .default(null),
  }),
};
