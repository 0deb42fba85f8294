import { REFERENCE_ENTITIES, entityByResource } from './registry';
import { formFields, formValuesOf, displayValue } from './formValues';
import { countryName, countryOptions, isCountryCode } from './countries';
import { referencePaths } from './declaration';
import { schemaOf } from './schema';
import { customersEntity } from './customers';
import { cepUsersEntity } from './cepUsers';
import { unlocodeEntity } from './unlocode';
import { networkLocationsEntity } from './networkLocations';
import { userSettingEntity } from './userSetting';

/** The declarations drive both the browser's pages and the API's routes: keep them coherent. */
describe.each(REFERENCE_ENTITIES.map((e) => [e.resource, e] as const))('%s declaration', (_resource, entity) => {
  it('has unique column and field names, and a known id and label', () => {
    const columns = entity.columns.map((c) => c.field);
    const fields = entity.fields.map((f) => f.name);
    expect(new Set(columns).size).toBe(columns.length);
    expect(new Set(fields).size).toBe(fields.length);
    expect(columns).toContain(entity.idField);
    expect(columns).toContain(entity.linkField ?? entity.labelField);
    // Rows name themselves in row actions, so the label must be a column too.
    expect(columns).toContain(entity.labelField);
    for (const sort of entity.defaultSort) expect(columns).toContain(sort.colId);
  });

  it('validates exactly its form fields when it has generic forms', () => {
    if (!entity.actions.includes('create')) {
      expect(schemaOf(entity)).toBeUndefined();
      return;
    }
    expect(schemaOf(entity)).toBeDefined();
    expect(Object.keys(schemaOf(entity)!.fields).sort()).toEqual(entity.fields.map((f) => f.name).sort());
  });

  it('an empty create form is refused with a message on every required field', async () => {
    const schema = schemaOf(entity);
    if (!schema) return;
    const required = entity.fields.filter((f) => f.required && f.defaultValue === undefined).map((f) => f.name);
    const empty = Object.fromEntries(Object.entries(formValuesOf(entity.fields)).map(([k, v]) => [k, typeof v === 'boolean' ? v : Array.isArray(v) ? [] : '']));
    const errors = await schema.validate(empty, { abortEarly: false, context: { mode: 'create' } }).then(
      () => [] as string[],
      (e: { inner: { path: string }[] }) => e.inner.map((i) => i.path),
    );
    for (const name of required) expect(errors).toContain(name);
  });

  it('choices are either fixed or from a known source, and defaults are among them', () => {
    for (const field of entity.fields.filter((f) => f.type === 'select' || f.type === 'multiselect')) {
      expect(Boolean(field.options) !== Boolean(field.optionsSource)).toBe(true);
      if (field.options && typeof field.defaultValue === 'string') expect(field.options.map((o) => o.value)).toContain(field.defaultValue);
    }
  });
});

describe('loading the declarations', () => {
  it('does not load yup: a list page never validates; schemaOf makes the rules when a form or the API asks', () => {
    jest.isolateModules(() => {
      jest.doMock('yup', () => {
        throw new Error('yup was loaded');
      });
      const registry = jest.requireActual<typeof import('./registry')>('./registry');
      expect(registry.REFERENCE_ENTITIES.flatMap((e) => e.columns)).not.toHaveLength(0);
      expect(registry.entityByResource('unlocode')!.rules).toBeDefined();
      expect(() => jest.requireActual('./schema')).toThrow('yup was loaded');
    });
    jest.dontMock('yup');
  });
});

describe('registry and paths', () => {
  it('lists the ten areas of the spec once each', () => {
    expect(REFERENCE_ENTITIES.map((e) => e.resource)).toEqual([
      'customers',
      'customerGroups',
      'cepUsers',
      'documents',
      'contentTypes',
      'networkLocations',
      'unlocode',
      'userSetting',
      'userCustomerGroup',
      'companies',
    ]);
    expect(entityByResource('cepUsers')).toBe(cepUsersEntity);
    expect(entityByResource('nope')).toBeUndefined();
  });

  it('keeps the spec titles and route parameter names', () => {
    expect(customersEntity.title).toBe('Customers');
    expect(customersEntity.showTitle).toBe('Customer profile');
    expect([customersEntity.showParam, customersEntity.editParam]).toEqual(['customers', 'customer']);
    expect(cepUsersEntity.title).toBe('CEP Users');
    expect(cepUsersEntity.showParam).toBe('cepUser');
    expect([unlocodeEntity.createTitle, unlocodeEntity.editTitle]).toEqual(['Create UN/LOCODE', 'Edit UN/LOCODE']);
    expect(entityByResource('userCustomerGroup')!.editTitle).toBe('Edit User Customer Group link');
    expect(entityByResource('contentTypes')!.title).toBe('Content Types');
    expect(networkLocationsEntity.title).toBe('Network Locations');
    expect(referencePaths.edit(customersEntity, 12)).toBe('/reference/customers/12/edit');
    expect(referencePaths.groupUsers(3)).toBe('/reference/userCustomerGroup/group/3');
  });
});

describe('rules worth pinning', () => {
  const valid = (schema: NonNullable<ReturnType<typeof schemaOf>>, values: Record<string, unknown>, mode = 'create') =>
    schema.validate(values, { abortEarly: false, context: { mode } }).then(
      () => ({}) as Record<string, string[]>,
      (e: { inner: { path: string; errors: string[] }[] }) => Object.fromEntries(e.inner.map((i) => [i.path, i.errors])),
    );

  it('customer codes never start with 00; group codes always do', async () => {
    expect((await valid(schemaOf(customersEntity)!, { code: '0012', name: 'X', country: 'NL' })).code).toEqual(['A customer code must not start with 00: that prefix marks customer groups.']);
    const group = schemaOf(entityByResource('customerGroups')!)!;
    expect((await valid(group, { code: 'G12', name: 'X' })).code).toEqual(['A group code must start with 00.']);
    expect(await valid(group, { code: '0012', name: 'X', member_ids: ['1', '2', '2'] })).toEqual({});
    expect(group.cast({ code: '0012', name: 'X', member_ids: ['1', '2', '2'] }).member_ids).toEqual([1, 2]);
  });

  it('a UN/LOCODE is 5 characters whose first two are the country', async () => {
    const s = schemaOf(unlocodeEntity)!;
    expect(await valid(s, { unlocode: 'nlrtm', name: 'Rotterdam', country: 'NL' })).toEqual({});
    expect(s.cast({ unlocode: 'nlrtm', name: 'Rotterdam', country: 'nl', function: '' })).toMatchObject({ unlocode: 'NLRTM', country: 'NL', function: '--------' });
    expect((await valid(s, { unlocode: 'NLRT1', name: 'X', country: 'NL' })).unlocode?.[0]).toMatch(/UN\/LOCODE is the 2-letter country code/);
    expect((await valid(s, { unlocode: 'DEHAM', name: 'X', country: 'NL' })).country).toEqual(['The country must match the first two letters of the UN/LOCODE.']);
    expect((await valid(s, { unlocode: 'DEHAM', name: 'X', country: 'DE', latitude: '91' })).latitude).toEqual(['Latitude must be between -90 and 90.']);
    expect((await valid(s, { unlocode: 'DEHAM', name: 'X', country: 'DE', function: '12x' })).function?.[0]).toMatch(/8 positions/);
  });

  it('a network location has both coordinates or neither', async () => {
    const base = { name: 'X', type: 'Agent', role: 'Customs', city: 'Y', country: 'NL', continent: 'Europe' };
    expect(await valid(schemaOf(networkLocationsEntity)!, base)).toEqual({});
    expect((await valid(schemaOf(networkLocationsEntity)!, { ...base, latitude: '52' })).latitude).toEqual(['Give both latitude and longitude, or neither.']);
    expect((await valid(schemaOf(networkLocationsEntity)!, { ...base, type: 'Partner' })).type).toEqual(['Choose a type from the list.']);
  });

  it('a user password is required on create only', async () => {
    const base = { email: 'a@b.test', name: 'A', role: 'customer', active: true };
    expect((await valid(schemaOf(cepUsersEntity)!, base, 'create')).password).toEqual(['A password is required for a new user.']);
    expect(await valid(schemaOf(cepUsersEntity)!, base, 'edit')).toEqual({});
    expect((await valid(schemaOf(cepUsersEntity)!, { ...base, password: '12345' }, 'edit')).password).toEqual(['Your password should be at least 6 characters.']);
  });
});

describe('form values', () => {
  it('turn a record into strings, booleans and string lists, and back into display text', () => {
    const values = formValuesOf(cepUsersEntity.fields, { email: 'a@b.test', name: 'A', role: 'admin', company_id: 3, active: 0, customer_ids: [1, 2], password: 'never' });
    expect(values).toMatchObject({ email: 'a@b.test', company_id: '3', active: false, customer_ids: ['1', '2'], password: '', appellative: '' });
    expect(formValuesOf(cepUsersEntity.fields)).toMatchObject({ role: 'customer', active: true });
    const role = cepUsersEntity.fields.find((f) => f.name === 'role')!;
    expect(displayValue(role, 'admin')).toBe('Administrator');
    expect(displayValue(role, null)).toBe('—');
    const customers = cepUsersEntity.fields.find((f) => f.name === 'customer_ids')!;
    expect(displayValue(customers, [1, 2], new Map([['1', 'C1 – One']]))).toBe('C1 – One, 2');
  });

  it('create-only fields are left off the edit form', () => {
    expect(formFields(userSettingEntity.fields, 'create').map((f) => f.name)).toContain('user_id');
    expect(formFields(userSettingEntity.fields, 'edit').map((f) => f.name)).not.toContain('user_id');
  });
});

describe('countries', () => {
  it('are the ISO codes with English names', () => {
    expect(isCountryCode('NL')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(countryName('DE')).toBe('Germany');
    // On a customer's screen, in their language.
    expect(countryName('DE', 'nl')).toBe('Duitsland');
    expect(countryName('NL', 'nl')).toBe('Nederland');
    expect(countryName('', 'nl')).toBe('');
    expect(countryOptions().length).toBe(249);
    expect(countryOptions().find((o) => o.value === 'CN')?.label).toBe('China (CN)');
  });
});
