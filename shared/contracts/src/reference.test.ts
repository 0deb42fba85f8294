import { TypeRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { cepUsersEntity } from './reference/cepUsers';
import { customerGroupsEntity } from './reference/customerGroups';
import { customersEntity } from './reference/customers';
import { documentsEntity } from './reference/documents';
import { REFERENCE_ENTITIES } from './reference/registry';
import { userSettingEntity } from './reference/userSetting';
import { recordSchema, referenceContract, referenceEndpoint } from './reference';

/** An entity's record endpoints and the record's schema, as its declaration gives them. */

// A fixed choice is a plain JSON Schema enum (schemas.ts oneOf), which TypeBox's own checker does not know.
TypeRegistry.Set('Unsafe', (schema: { enum?: unknown[] }, value) => schema.enum?.includes(value) ?? false);

const customer = {
  id: 4,
  version: 3,
  code: 'C10004',
  name: 'Acme Imports',
  address: 'Main Street 1',
  postal_code: '1011 AB',
  city: 'Amsterdam',
  country: 'NL',
  vat_number: '',
  email: 'info@acme.test',
  phone: '',
  tracker_licence: true,
  kpi_licence: false,
};

test('every offered action is an endpoint at the entity’s address, with the action’s permission', () => {
  const { show, create, update, destroy } = referenceContract(customersEntity);
  expect([show?.method, show?.path, show?.permission]).toEqual(['GET', '/api/reference/customers/:id', 'reference.customers.show']);
  expect([create?.method, create?.path, create?.permission, create?.created]).toEqual(['POST', '/api/reference/customers', 'reference.customers.create', true]);
  expect([update?.method, update?.path, update?.permission]).toEqual(['PUT', '/api/reference/customers/:id', 'reference.customers.edit']);
  expect([destroy?.method, destroy?.path, destroy?.permission]).toEqual(['DELETE', '/api/reference/customers/:id', 'reference.customers.destroy']);
});

test('an action the entity does not offer has no endpoint, and asking for it is an error', () => {
  // Documents are created and changed through the upload form (the documents contract).
  expect(Object.keys(referenceContract(documentsEntity)).sort()).toEqual(['destroy', 'show']);
  expect(() => referenceEndpoint(documentsEntity, 'create')).toThrow('documents offers no create');
  expect(referenceEndpoint(documentsEntity, 'show').path).toBe('/api/reference/documents/:id');
});

test('each entity’s contract is made once and no two entities share an address', () => {
  expect(referenceContract(customersEntity)).toBe(referenceContract(customersEntity));
  const addresses = REFERENCE_ENTITIES.flatMap((entity) => Object.values(referenceContract(entity)).map((e) => `${e.method} ${e.path}`));
  expect(new Set(addresses).size).toBe(addresses.length);
});

describe('a record’s schema, from the fields', () => {
  const schema = recordSchema(customersEntity);

  test('takes a record as the show page gets it', () => {
    expect(Value.Check(schema, customer)).toBe(true);
  });

  test('holds a required field to its kind and limit, and refuses null there', () => {
    expect(Value.Check(schema, { ...customer, code: 'C'.repeat(21) })).toBe(false);
    expect(Value.Check(schema, { ...customer, code: null })).toBe(false);
    expect(Value.Check(schema, { ...customer, tracker_licence: 1 })).toBe(false);
  });

  test('carries the version an edit sends back, a positive whole number', () => {
    expect(Value.Check(schema, { ...customer, version: 0 })).toBe(false);
    const { version: _, ...withoutVersion } = customer;
    expect(Value.Check(schema, withoutVersion)).toBe(false);
    expect(referenceEndpoint(customersEntity, 'update').body).toMatchObject({ properties: { version: { type: ['integer', 'null'], minimum: 1 }, code: {} } });
    expect(referenceEndpoint(customersEntity, 'create').body).not.toHaveProperty('properties.version');
  });

  test('lets an optional field be null, and allows no field the entity does not declare', () => {
    expect(Value.Check(schema, { ...customer, phone: null })).toBe(true);
    expect(Value.Check(schema, { ...customer, password: 'x' })).toBe(false);
  });

  test('leaves out write-only fields, takes linked records as id lists and a fixed choice as one of its values', () => {
    const user = recordSchema(cepUsersEntity);
    expect(Object.keys(user.properties)).not.toContain('password');
    expect(user.properties.customer_ids).toMatchObject({ type: 'array', items: { type: 'integer' } });
    expect(user.properties.role).toMatchObject({ enum: ['customer', 'admin'] });
    expect(recordSchema(customerGroupsEntity).properties.member_ids).toMatchObject({ type: 'array' });
  });

  test('keys a record by the entity’s own id field, and an organisation-or-group choice by its code', () => {
    const settings = recordSchema(userSettingEntity);
    expect(settings.properties.user_id).toMatchObject({ type: 'integer' });
    expect(settings.properties).not.toHaveProperty('id');
    expect(Value.Check(settings.properties.default_customer, 'G0001')).toBe(true);
    expect(Value.Check(settings.properties.default_customer, null)).toBe(true);
  });
});
