import type { FieldMessages } from './http-errors.js';

/** A field's errors as answered: its messages, its nested fields, or one entry per item. */
type FieldErrorValue = string[] | NestedFieldErrors | NestedFieldErrors[];

/** Field errors as answered (the contract's FieldErrors), with their nesting spelled out. */
interface NestedFieldErrors {
  [field: string]: FieldErrorValue;
}

// Field errors are collected with dotted keys (`tareas.1.descripcion`) and nested only when the
// 400 is sent, into the shapes DRF answers (docs/domain.md, «Convenciones de la API»).

const NON_FIELD_ERRORS = 'non_field_errors';
const INDEX = /^(?:0|[1-9][0-9]*)$/;
/** Without the list that was sent, `{}` fill the list up to its last error only below this index. */
const MAX_PADDING = 10_000;

interface Node {
  messages?: string[];
  children: Map<string, Node>;
}

const isIndex = (key: string) => INDEX.test(key);

/** An own property, whatever its name (`__proto__` included). */
function put<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The value sent under `key`, to know how long a list was. */
function child(input: unknown, key: string): unknown {
  return input !== null && typeof input === 'object' && Object.hasOwn(input, key)
    ? (input as Record<string, unknown>)[key]
    : undefined;
}

/** An item with named sub-fields is an object (a nested serializer), not a scalar or a list. */
function isObjectItem(node: Node): boolean {
  return !node.messages && [...node.children.keys()].some((k) => !isIndex(k));
}

function renderObject(node: Node, input: unknown): NestedFieldErrors {
  const out: NestedFieldErrors = {};
  for (const [key, sub] of node.children) put(out, key, render(sub, child(input, key)));
  return out;
}

function render(node: Node, input: unknown): FieldErrorValue {
  // A field's own messages win over its sub-fields' (DRF stops at the first level that fails).
  if (node.messages) return [...node.messages];
  const keys = [...node.children.keys()];
  // Items with sub-fields (`tareas.1.descripcion`: DRF's ListSerializer) give a list, {} per valid item; scalar ones (`tareas.1`: ListField) a dict by index.
  if (keys.every(isIndex) && [...node.children.values()].some(isObjectItem)) {
    const highest = keys.reduce((max, k) => Math.max(max, Number(k)), 0);
    const list = Array.isArray(input);
    // What was sent is a dict with numeric keys after all, or nothing says how long the list was
    // and padding up to that index would be absurd: by key, as for a nested object.
    if (!list && (input !== undefined || highest >= MAX_PADDING)) return renderObject(node, input);
    const length = Math.max(highest + 1, list ? input.length : 0);
    const items: NestedFieldErrors[] = [];
    for (let i = 0; i < length; i++) {
      const sub = node.children.get(String(i));
      if (!sub) items.push({});
      // An item that is not an object at all: what DRF's child serializer says of it.
      else if (sub.messages) items.push({ [NON_FIELD_ERRORS]: [...sub.messages] });
      else items.push(renderObject(sub, child(input, String(i))));
    }
    return items;
  }
  return renderObject(node, input);
}

/**
 * DRF's nested field errors from dotted keys: `{"tareas.1.descripcion": [...]}` becomes
 * `{"tareas": [{}, {"descripcion": [...]}]}` (as long as the list in `input`, the data that was
 * validated, when it is there), `{"tareas.1": [...]}` becomes `{"tareas": {"1": [...]}}` and
 * `{"campo.sub": [...]}` becomes `{"campo": {"sub": [...]}}`. Top-level keys are kept as they are.
 */
export function nestFieldErrors(flat: FieldMessages, input?: unknown): NestedFieldErrors {
  const root: Node = { children: new Map() };
  for (const [key, messages] of Object.entries(flat)) {
    let node = root;
    for (const segment of key.split('.')) {
      let next = node.children.get(segment);
      if (!next) node.children.set(segment, (next = { children: new Map() }));
      node = next;
    }
    node.messages ??= [];
    for (const message of messages) if (!node.messages.includes(message)) node.messages.push(message);
  }
  return renderObject(root, input);
}
