import { ID_COLUMN, UPDATED_COLUMN, attribute, codeText, column, country, flag, reference, references, select, shown, text } from './attributes';
import { addressAttributes, emailAttribute, phoneAttribute } from './address';
import { defineEntity, type EntityDeclaration } from './define';
import type { RuleMaker } from './declaration';
import { schemaOf } from './schema';

/** A made-up entity: each attribute is stated once and lands in columns, fields and schema. */
const declaration: EntityDeclaration = {
  resource: 'warehouses',
  names: { one: 'Warehouse', many: 'Warehouses' },
  description: 'Where goods wait.',
  idField: 'id',
  labelField: 'code',
  showParam: 'warehouse',
  editParam: 'warehouse',
  actions: ['index', 'show', 'create', 'edit', 'destroy'],
  defaultSort: [{ colId: 'code', sort: 'asc' }],
  attributes: {
    id: ID_COLUMN,
    code: codeText('Warehouse code', 8, { help: 'Unique.', column: { header: 'Code', width: 100 } }),
    name: text('Name', 50, { required: true, column: true }),
    notes: text('Notes', 300, { textarea: true }),
    kind: select('Kind', [{ value: 'bonded', label: 'Bonded' }], { required: true, column: { width: 90 } }),
    owner_id: reference('Owner', 'customers'),
    member_ids: references('Members', 'customers'),
    heated: flag('Heated', { defaultValue: true, column: { header: 'Heat' } }),
    slots: column('Slots', 'number', { width: 80 }),
    updated_at: UPDATED_COLUMN,
  },
};

const errorsOf = (entity: ReturnType<typeof defineEntity>, values: Record<string, unknown>) =>
  schemaOf(entity)!.validate(values, { abortEarly: false, context: { mode: 'create' } }).then(
    () => ({}) as Record<string, string[]>,
    (e: { inner: { path: string; errors: string[] }[] }) => Object.fromEntries(e.inner.map((i) => [i.path, i.errors])),
  );

describe('defineEntity', () => {
  const entity = defineEntity(declaration);

  it('derives the titles from the names, with overrides where the spec differs', () => {
    expect([entity.title, entity.showTitle, entity.createTitle, entity.editTitle, entity.singular]).toEqual([
      'Warehouses',
      'Warehouse',
      'Create Warehouse',
      'Edit Warehouse',
      'warehouse',
    ]);
    const other = defineEntity({ ...declaration, titles: { show: 'Warehouse Profile', create: 'Open Warehouse' }, singular: 'depot' });
    expect([other.showTitle, other.createTitle, other.editTitle, other.singular]).toEqual(['Warehouse Profile', 'Open Warehouse', 'Edit Warehouse', 'depot']);
  });

  it('lists the columns in declaration order, headed by the label unless a header is given', () => {
    expect(entity.columns).toEqual([
      { field: 'id', headerName: 'ID', type: 'number', hide: true },
      { field: 'code', headerName: 'Code', type: 'text', width: 100 },
      { field: 'name', headerName: 'Name', type: 'text' },
      { field: 'kind', headerName: 'Kind', type: 'text', width: 90 },
      { field: 'heated', headerName: 'Heat', type: 'boolean' },
      { field: 'slots', headerName: 'Slots', type: 'number', width: 80 },
      { field: 'updated_at', headerName: 'Updated', type: 'date', width: 130, showFrom: 600 },
    ]);
    const reordered = defineEntity({ ...declaration, columnOrder: ['code', 'id'] });
    expect(reordered.columns.map((c) => c.field)).toEqual(['code', 'id']);
    expect(() => defineEntity({ ...declaration, columnOrder: ['notes'] })).toThrow(/notes in columnOrder is not a column/);
  });

  it('gives the form fields with their limits, and leaves column-only attributes off the form', () => {
    expect(entity.fields).toEqual([
      { name: 'code', label: 'Warehouse code', type: 'text', required: true, upperCase: true, maxLength: 8, help: 'Unique.' },
      { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 50 },
      { name: 'notes', label: 'Notes', type: 'textarea', maxLength: 300 },
      { name: 'kind', label: 'Kind', type: 'select', required: true, options: [{ value: 'bonded', label: 'Bonded' }] },
      { name: 'owner_id', label: 'Owner', type: 'select', optionsSource: 'customers' },
      { name: 'member_ids', label: 'Members', type: 'multiselect', optionsSource: 'customers' },
      { name: 'heated', label: 'Heated', type: 'boolean', defaultValue: true },
    ]);
  });

  it('builds one schema over exactly the form fields, with messages from label and limit', async () => {
    expect(Object.keys(schemaOf(entity)!.fields)).toEqual(['code', 'name', 'notes', 'kind', 'owner_id', 'member_ids', 'heated']);
    expect(await errorsOf(entity, {})).toEqual({
      code: ['Warehouse code is required.'],
      name: ['Name is required.'],
      kind: ['Kind is required.'],
    });
    expect(await errorsOf(entity, { code: 'w-1!', name: 'x'.repeat(51), notes: 'y'.repeat(301), kind: 'cold', owner_id: 'abc' })).toEqual({
      code: ['Warehouse code may hold only letters, digits and dashes.'],
      name: ['Name may be at most 50 characters.'],
      notes: ['Notes may be at most 300 characters.'],
      kind: ['Choose a kind from the list.'],
      owner_id: ['Choose a owner from the list.'],
    });
    expect(schemaOf(entity)!.cast({ code: 'w-1', name: ' Depot ', kind: 'bonded', owner_id: '4', member_ids: ['2', '2', '3'], heated: '' })).toEqual({
      code: 'W-1',
      name: 'Depot',
      notes: '',
      kind: 'bonded',
      owner_id: 4,
      member_ids: [2, 3],
      heated: false,
    });
  });

  it('makes the rules when the schema is first asked for, once', () => {
    const makeRule = jest.fn<ReturnType<RuleMaker>, Parameters<RuleMaker>>(({ string }) => string().max(3));
    const lazy = defineEntity({ ...declaration, attributes: { id: ID_COLUMN, code: attribute('text', 'Code', 'text', makeRule) } });
    expect(lazy.columns.map((c) => c.field)).toEqual(['id']);
    expect(lazy.fields.map((f) => f.name)).toEqual(['code']);
    expect(makeRule).not.toHaveBeenCalled();
    const schema = schemaOf(lazy)!;
    expect(Object.keys(schema.fields)).toEqual(['code']);
    expect(schemaOf(lazy)).toBe(schema);
    const copy: typeof lazy = { ...lazy, title: 'Other' };
    expect(schemaOf(copy)).toBe(schema);
    expect(makeRule).toHaveBeenCalledTimes(1);
  });

  it('defaults the id, the actions, the edit parameter and the sort by label', () => {
    const { idField: _id, actions: _actions, editParam: _edit, defaultSort: _sort, ...bare } = declaration;
    const entity = defineEntity(bare);
    expect([entity.idField, entity.editParam, entity.actions, entity.defaultSort]).toEqual([
      'id',
      'warehouse',
      ['index', 'show', 'create', 'edit', 'destroy'],
      [{ colId: 'code', sort: 'asc' }],
    ]);
  });

  it('has no schema where the entity offers no generic form, and refuses a form field without a limit', () => {
    const readOnly = defineEntity({ ...declaration, actions: ['index', 'show'], attributes: { id: ID_COLUMN, code: shown('Code', 'text', true) } });
    expect(readOnly.rules).toBeUndefined();
    expect(schemaOf(readOnly)).toBeUndefined();
    expect(readOnly.fields).toEqual([{ name: 'code', label: 'Code', type: 'text' }]);
    expect(() => defineEntity({ ...declaration, attributes: { code: shown('Code', 'text') } })).toThrow(/code has no rule/);
  });
});

describe('the address shared by customers and companies', () => {
  const entity = defineEntity({ ...declaration, attributes: { id: ID_COLUMN, ...addressAttributes, phone: phoneAttribute, email: emailAttribute } });

  it('puts city and country in the list and all of it on the form', () => {
    expect(entity.columns.map((c) => c.field)).toEqual(['id', 'city', 'country']);
    expect(entity.fields.map((f) => [f.name, f.maxLength])).toEqual([
      ['address', 200],
      ['postal_code', 20],
      ['city', 100],
      ['country', undefined],
      ['phone', 40],
      ['email', 254],
    ]);
  });

  it('checks the country code, the phone and the e-mail', async () => {
    expect(await errorsOf(entity, { country: 'xx', phone: 'call me', email: 'nope' })).toEqual({
      country: ['Choose a country from the list.'],
      phone: ['A phone number holds digits, spaces and + ( ) . -'],
      email: ['E-mail must be a valid e-mail address.'],
    });
    expect(schemaOf(entity)!.cast({ country: 'nl' }).country).toBe('NL');
    expect(defineEntity({ ...declaration, attributes: { country: country({ help: 'Where it is.' }) } }).fields[0]).toMatchObject({ required: true, help: 'Where it is.' });
  });
});
