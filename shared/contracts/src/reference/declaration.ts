import type * as YupModule from 'yup';
import type { AnySchema } from 'yup';
import type { SortItem, TableColumn } from '../table/contract';

/**
 * One declaration per reference entity (customers, unlocodes, …). It drives the browser's
 * generic list, create, edit and show pages and the API's generic CRUD routes, so a rule is
 * written once. Pure TypeScript and yup: no React, no DOM (the API imports it too).
 * What only the server knows (SQL, relations, delete checks) lives beside the API's routes in
 * mock-api/src/modules/reference/entities/.
 */
/** The yup module, handed to the rule makers by whoever makes a schema (schema.ts). */
export type Yup = typeof YupModule;

/**
 * How to make a field's yup rule. Rules are made when a form or the API first asks for the
 * entity's schema (schemaOf), not when the declarations load: making the ten entities' rules was
 * a long task of a phone's first reference list, which never validates anything, and yup itself
 * a request of its own before the list could show.
 */
export type RuleMaker = (yup: Yup) => AnySchema;

export type FieldType = 'text' | 'email' | 'password' | 'number' | 'textarea' | 'boolean' | 'select' | 'multiselect' | 'date';

export interface FieldOption {
  value: string;
  label: string;
}

/**
 * Where a select's options come from: `GET /api/reference/options/<source>`. The API also
 * checks that a submitted value is one of them (a deleted customer cannot be linked).
 */
export type OptionsSource = 'customers' | 'customerGroups' | 'companies' | 'contentTypes' | 'users' | 'selectables';

export interface ReferenceField {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** Fixed choices (roles, continents, countries). */
  options?: readonly FieldOption[];
  optionsSource?: OptionsSource;
  maxLength?: number;
  placeholder?: string;
  /** A hint shown under the input. */
  help?: string;
  /** Only on the create form (a link's user, a settings row's user). */
  createOnly?: boolean;
  /** Never shown on the show page (passwords). */
  writeOnly?: boolean;
  /** `step` for number inputs. */
  step?: string;
  autoComplete?: string;
  /** Input mode hint for upper-case codes. */
  upperCase?: boolean;
  /** The value on a new record's form. */
  defaultValue?: string | boolean;
}

export type ReferenceAction = 'index' | 'show' | 'create' | 'edit' | 'destroy';

export interface ReferenceEntity {
  /** Route segment, table name (`reference.<resource>`) and permission prefix. */
  resource: string;
  /** Index title (spec: Customers, CEP Users, Content Types, …). */
  title: string;
  /** Show page title; defaults to the singular with a capital. */
  showTitle?: string;
  createTitle: string;
  editTitle: string;
  /** 'customer', used in messages ("Customer C10001 was created."). */
  singular: string;
  /** One line for the area index. */
  description: string;
  /** Primary key of rows and of the `:id` in routes. */
  idField: string;
  /** The field that names a record in breadcrumbs and messages (a column or a field). */
  labelField: string;
  /** The list column that links to the show page; defaults to labelField. */
  linkField?: string;
  /** Route parameter names as the spec writes them (`:customers` show, `:customer/edit`). */
  showParam: string;
  editParam: string;
  columns: TableColumn[];
  defaultSort: SortItem[];
  fields: ReferenceField[];
  /**
   * Each form field's rule, for entities with generic create or edit forms: `schemaOf(entity)`
   * (schema.ts) makes the schema that checks their payloads (`context.mode` is 'create' or 'edit').
   */
  rules?: Readonly<Record<string, RuleMaker>>;
  /** What the generic mechanism offers; create/edit left out where a slice brings its own form. */
  actions: readonly ReferenceAction[];
  /** Create and edit pages exist but are another slice's form (documents: the upload form). */
  customForms?: boolean;
}

export type FormMode = 'create' | 'edit';

export const permissionOf = (entity: Pick<ReferenceEntity, 'resource'>, action: ReferenceAction): string => `reference.${entity.resource}.${action}`;

/** Browser paths, all absolute. */
export const referencePaths = {
  index: (e: Pick<ReferenceEntity, 'resource'>) => `/reference/${e.resource}`,
  create: (e: Pick<ReferenceEntity, 'resource'>) => `/reference/${e.resource}/create`,
  show: (e: Pick<ReferenceEntity, 'resource'>, id: string | number) => `/reference/${e.resource}/${encodeURIComponent(String(id))}`,
  edit: (e: Pick<ReferenceEntity, 'resource'>, id: string | number) => `/reference/${e.resource}/${encodeURIComponent(String(id))}/edit`,
  groupUsers: (groupId: string | number) => `/reference/userCustomerGroup/group/${encodeURIComponent(String(groupId))}`,
};

export const hasAction = (entity: ReferenceEntity, action: ReferenceAction): boolean => entity.actions.includes(action);

/** Whether the browser offers a create or edit page (generic or the entity's own form). */
export const offersForm = (entity: ReferenceEntity, action: 'create' | 'edit'): boolean => hasAction(entity, action) || Boolean(entity.customForms);
