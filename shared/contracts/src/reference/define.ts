import type { Attribute } from './attributes';
import type { ReferenceAction, ReferenceEntity, ReferenceField, RuleMaker } from './declaration';
import type { TableColumn } from '../table/contract';

const ALL_ACTIONS: readonly ReferenceAction[] = ['index', 'show', 'create', 'edit', 'destroy'];

type Derived = 'title' | 'showTitle' | 'createTitle' | 'editTitle' | 'singular' | 'columns' | 'fields' | 'rules';
type Defaulted = 'idField' | 'editParam' | 'actions' | 'defaultSort';

export interface EntityDeclaration extends Omit<ReferenceEntity, Derived | Defaulted>, Partial<Pick<ReferenceEntity, Defaulted>> {
  /** 'Company' and 'Companies': the show and index titles, and from them the rest. */
  names: { one: string; many: string };
  /** Where a title is not the rule's (`Customer profile`, `Upload Document`). */
  titles?: { show?: string; create?: string };
  /** The word in messages when it is not `names.one` in lower case ('user' for CEP User). */
  singular?: string;
  /** Every attribute in form order; columns follow the same order unless `columnOrder` is given. */
  attributes: Readonly<Record<string, Attribute>>;
  columnOrder?: readonly string[];
}

/**
 * Turns a declaration into the entity the pages and routes use: the columns, the form fields
 * and their rules from its attributes, the titles from its names. An entity with generic create
 * or edit forms gets a rule for exactly its form fields (schemaOf makes them a schema). Unless
 * said otherwise: the id is `id`, every action is offered, the edit route names its parameter
 * as the show route does, and the list is sorted by the label.
 */
export function defineEntity({ names, titles, singular, attributes, columnOrder, ...declared }: EntityDeclaration): ReferenceEntity {
  const entity = {
    ...declared,
    idField: declared.idField ?? 'id',
    editParam: declared.editParam ?? declared.showParam,
    actions: declared.actions ?? ALL_ACTIONS,
    defaultSort: declared.defaultSort ?? [{ colId: declared.labelField, sort: 'asc' as const }],
  };
  const entries = Object.entries(attributes);
  // Copied with their property descriptors: a field's options may be made on first reading (countries).
  const fields: ReferenceField[] = entries.flatMap(([name, a]) => (a.field ? [Object.defineProperties({ name } as ReferenceField, Object.getOwnPropertyDescriptors(a.field))] : []));
  const columnOf = (name: string): TableColumn => {
    const column = attributes[name]?.column;
    if (!column) throw new Error(`${entity.resource}: ${name} in columnOrder is not a column`);
    return { field: name, ...column };
  };
  const columnNames = columnOrder ?? entries.filter(([, a]) => a.column).map(([name]) => name);
  const hasForms = entity.actions.includes('create') || entity.actions.includes('edit');
  const rules: Record<string, RuleMaker> = {};
  if (hasForms)
    for (const [name, a] of entries) {
      if (!a.field) continue;
      if (!a.rule) throw new Error(`${entity.resource}: the form field ${name} has no rule (give it a limit)`);
      rules[name] = a.rule;
    }
  return {
    ...entity,
    title: names.many,
    showTitle: titles?.show ?? names.one,
    createTitle: titles?.create ?? `Create ${names.one}`,
    editTitle: `Edit ${names.one}`,
    singular: singular ?? names.one.toLowerCase(),
    columns: columnNames.map(columnOf),
    fields,
    ...(hasForms ? { rules } : {}),
  };
}
