import {
  Array as List,
  Boolean as Bool,
  Integer,
  Null,
  Number as Num,
  Object as Obj,
  Optional,
  String as Str,
  Union,
  Unsafe,
  type Static,
  type TSchema,
} from '@sinclair/typebox';
import { object, type AnySchema } from 'yup';
import { hasAction, permissionOf, type ReferenceAction, type ReferenceEntity, type ReferenceField } from './reference/declaration';
import { schemaOf } from './reference/schema';
import { defineContract, type Endpoint } from './endpoint';
import { formBody } from './formBody';
import { oneOf, strict } from './schemas';

/**
 * The reference area's contract: each entity's record endpoints (show, create, update, destroy
 * under /api/reference/<resource>), generated from its declaration (shared/contracts/src/reference/), the
 * select fields' option lists and the sign-in export. An entity's lists are table endpoints,
 * declared with the other tables.
 *
 * A record's schema comes from the entity's fields: their kind gives the JSON type, `required`
 * whether it may be null, `maxLength` the limit. A create or edit body is the entity's yup schema
 * (schemaOf) as JSON types (formBody): yup stays the one set of rules, in the form and on the server.
 */
const ADMIN = 'Administration (internal)';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const optionSchema = Obj({ value: Str(), label: Str() }, strict);

const auditSchema = Obj(
  { created_at: Union([Str(), Null()]), created_by: Union([Str(), Null()]), updated_at: Union([Str(), Null()]), updated_by: Union([Str(), Null()]) },
  { ...strict, description: 'When the record was created and last changed, and by whom (user names).' },
);

const relatedItemSchema = Obj({ label: Str(), to: Optional(Str({ description: 'A portal path, when the item has its own page.' })) }, strict);
const relatedListSchema = Obj(
  {
    title: Str(),
    items: List(relatedItemSchema),
    /** A link to the full list when items are capped. */
    more: Optional(Obj({ label: Str(), to: Str() }, strict)),
  },
  strict,
);

/** The JSON a field's value is in a record: by its kind; null unless required; text within its limit. */
function valueSchema(field: ReferenceField): TSchema {
  const orNull = (schema: TSchema) => (field.required ? schema : Union([schema, Null()]));
  switch (field.type) {
    case 'boolean':
      return Bool();
    case 'multiselect':
      // A link table's ids (a group's members, a user's customers).
      return List(Integer({ minimum: 1 }));
    case 'number':
      return orNull(Num());
    case 'select':
      // An options source's id, except the selectables, whose value is the organisation's or group's code.
      if (field.optionsSource) return orNull(field.optionsSource === 'selectables' ? Str() : Integer({ minimum: 1 }));
      if (field.options) return oneOf(field.required ? field.options.map((o) => o.value) : [...field.options.map((o) => o.value), '', null]);
      return orNull(Str());
    case 'date':
      return orNull(Str({ format: 'date' }));
    default:
      return orNull(Str(field.maxLength === undefined ? {} : { maxLength: field.maxLength }));
  }
}

const VERSION_DESCRIPTION =
  'Moved by one with every save. An edit sends the version it was loaded at; when the record was saved by someone else since, the edit is refused with 409 (code STALE_VERSION) and nothing of it is written.';

/** A record as the show and edit pages get it: its id, its version and every field but write-only ones (passwords). */
export function recordSchema(entity: ReferenceEntity) {
  const fields = entity.fields.filter((field) => !field.writeOnly);
  return Obj(
    {
      [entity.idField]: Integer({ minimum: 1 }),
      version: Integer({ minimum: 1, description: VERSION_DESCRIPTION }),
      ...Object.fromEntries(fields.map((field) => [field.name, valueSchema(field)])),
    },
    strict,
  );
}

/** An edit's body: the form's fields and the version the record was loaded at (optional for older clients: then the save overwrites). */
function editBody<S extends AnySchema>(schema: S) {
  const body = formBody(schema);
  return Unsafe<Static<typeof body> & { version?: number | null }>({
    ...body,
    properties: { ...(body as { properties?: object }).properties, version: { type: ['integer', 'null'], minimum: 1, description: VERSION_DESCRIPTION } },
  });
}

const idParam = Obj({ id: Str({ description: 'The record\'s id; anything but a positive whole number is "not found".' }) });
const saved = Obj({ message: Str({ examples: ['Customer C10001 was saved.'] }), id: Integer() }, strict);

function recordEndpoints(entity: ReferenceEntity) {
  const record = `/api/reference/${entity.resource}/:id` as const;
  const collection = `/api/reference/${entity.resource}` as const;
  const one = entity.singular;
  // Only entities with generic forms (and so a schema) keep create and update (referenceContract).
  // Made where the endpoint is declared, so the browser's copy of the contract (which keeps method
  // and path only) never makes the entity's rules to describe a body it does not send by schema.
  const bodyOf = () => formBody(schemaOf(entity) ?? object({}));
  const editBodyOf = () => editBody(schemaOf(entity) ?? object({}));
  return {
    show: {
      method: 'GET',
      path: record,
      permission: permissionOf(entity, 'show'),
      summary: `A ${one} with its audit and related lists`,
      tag: ADMIN,
      params: idParam,
      response: Obj({ record: recordSchema(entity), label: Str(), audit: auditSchema, related: List(relatedListSchema) }, strict),
    },
    create: {
      method: 'POST',
      path: collection,
      permission: permissionOf(entity, 'create'),
      summary: `Create a ${one}`,
      tag: ADMIN,
      body: bodyOf(),
      response: saved,
      created: true,
    },
    update: {
      method: 'PUT',
      path: record,
      permission: permissionOf(entity, 'edit'),
      summary: `Change a ${one} (409 when it was saved by someone else since the version the edit names)`,
      tag: ADMIN,
      params: idParam,
      body: editBodyOf(),
      response: saved,
    },
    destroy: {
      method: 'DELETE',
      path: record,
      permission: permissionOf(entity, 'destroy'),
      summary: `Delete a ${one} (409 while other records still use it)`,
      tag: ADMIN,
      params: idParam,
      response: Obj({ message: Str() }, strict),
    },
  } as const satisfies Record<string, Endpoint>;
}

type RecordEndpoints = ReturnType<typeof recordEndpoints>;
/** An entity's record endpoints: only those of the actions it offers (documents: no generic create or update). */
export type ReferenceContract = Partial<RecordEndpoints>;

const ACTION_OF: Record<keyof RecordEndpoints, ReferenceAction> = { show: 'show', create: 'create', update: 'edit', destroy: 'destroy' };
const contracts = new Map<string, ReferenceContract>();

/** The record endpoints of an entity, from its declaration (made once per entity). */
export function referenceContract(entity: ReferenceEntity): ReferenceContract {
  let contract = contracts.get(entity.resource);
  if (!contract) {
    const all = recordEndpoints(entity);
    contract = Object.fromEntries(Object.entries(all).filter(([name]) => hasAction(entity, ACTION_OF[name as keyof RecordEndpoints]))) as ReferenceContract;
    contracts.set(entity.resource, contract);
  }
  return contract;
}

/** One of an entity's record endpoints; asking for one the entity does not offer is a mistake in the caller. */
export function referenceEndpoint<K extends keyof RecordEndpoints>(entity: ReferenceEntity, name: K): RecordEndpoints[K] {
  const endpoint = referenceContract(entity)[name];
  if (!endpoint) throw new Error(`Reference entity ${entity.resource} offers no ${name}`);
  return endpoint as RecordEndpoints[K];
}

/** What the area needs besides the records: the option lists of select fields, and the sign-in export. */
export const referenceAreaContract = defineContract({
  /** `source` is an OptionsSource (reference/declaration.ts); any other is 404. */
  options: {
    method: 'GET',
    path: '/api/reference/options/:source',
    permission: 'reference.index',
    summary: "The choices of a select field's options source",
    tag: ADMIN,
    params: Obj({ source: Str({ examples: ['customers'] }) }),
    response: Obj({ options: List(optionSchema) }, strict),
  },
  /** Every sign-in attempt, newest first (capped; a capped file says so in its last row and X-Export-Truncated). */
  exportLogins: {
    method: 'GET',
    path: '/api/export/logins',
    permission: 'export.logins',
    summary: 'Sign-in attempts as a spreadsheet',
    tag: ADMIN,
    file: [XLSX],
  },
});

export type AuditInfo = Static<typeof auditSchema>;
export type RelatedItem = Static<typeof relatedItemSchema>;
export type RelatedList = Static<typeof relatedListSchema>;
/** GET /api/reference/<resource>/:id, for any entity: the record's fields depend on the entity. */
export type ReferenceRecordResponse = Static<RecordEndpoints['show']['response']>;
export type ReferenceSaveResponse = Static<typeof saved>;
export type ReferenceOptionsResponse = Static<typeof referenceAreaContract.options.response>;
