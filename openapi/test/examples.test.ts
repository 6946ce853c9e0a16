// Every example in the contract validates against its schema: Prism serves them (`npm run dev:mock`), the docs
// show them, and an example that breaks its own schema teaches the wrong shape.
import { contract } from '@wishlist/contract';
import { validationErrors, validatorOf } from '@wishlist/contract/validator';
import { describe, expect, it } from 'vitest';

type Node = Record<string, unknown>;
interface Example {
  where: string;
  schema: object;
  value: unknown;
}

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An example object, or the named one of `components.examples` it refers to. */
function resolved(example: Node): Node {
  const ref = example.$ref;
  if (typeof ref !== 'string') return example;
  const named = (contract.components.examples as Record<string, Node>)[ref.replace('#/components/examples/', '')];
  if (!named) throw new Error(`no example ${ref}`);
  return named;
}

// Keys whose value is a map of names (a property called `example` is not an example), and keys holding values
// (example values, defaults) that are data, not parts of the contract to look into.
// Every part of `components` is a map of names too; its `examples` are checked where they are referred to.
const mapsOfNames = new Set([
  'paths',
  'properties',
  'patternProperties',
  '$defs',
  'responses',
  'content',
  'headers',
  'encoding',
]);
const dataKeys = new Set(['example', 'examples', 'default', 'enum', 'const']);

/** Every example with the schema it is for: media types' and parameters' `example(s)`, and schemas' own. */
function examplesIn(node: unknown, where: string, isMap = false): Example[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => examplesIn(item, `${where}/${String(i)}`));
  if (!isObject(node) || where === '#/components/examples') return [];
  const found: Example[] = [];
  if (!isMap) {
    // A media type, parameter or header: its examples are of its `schema`.
    const schema = isObject(node.schema) ? node.schema : undefined;
    // A schema: its `example` and its JSON Schema `examples` (an array) are of itself.
    const own = !schema && ('example' in node || Array.isArray(node.examples)) ? node : undefined;
    const target = schema ?? own;
    const add = (path: string, value: unknown) =>
      target && found.push({ where: `${where}/${path}`, schema: target, value });
    if ('example' in node) add('example', node.example);
    if (Array.isArray(node.examples)) node.examples.forEach((value, i) => add(`examples/${String(i)}`, value));
    else if (isObject(node.examples)) {
      for (const [name, example] of Object.entries(node.examples)) {
        if (isObject(example)) add(`examples/${name}`, resolved(example).value);
      }
    }
  }
  for (const [key, child] of Object.entries(node)) {
    if (!isMap && dataKeys.has(key)) continue;
    const childIsMap = where === '#/components' || (!isMap && mapsOfNames.has(key));
    found.push(...examplesIn(child, `${where}/${key}`, childIsMap));
  }
  return found;
}

const examples = examplesIn(contract, '#');

// A schema's own examples are not part of its rule: each schema is compiled once, without them.
const rules = new WeakMap<object, object>();
function rule(schema: object): object {
  const { example: _example, examples: _examples, ...kept } = schema as Node;
  const cached = rules.get(schema) ?? kept;
  rules.set(schema, cached);
  return cached;
}

describe("the contract's examples", () => {
  it('are found across operations, shared responses and schemas', () => {
    expect(examples.length).toBeGreaterThan(100);
    expect(examples.some((e) => e.where.startsWith('#/components/responses/'))).toBe(true);
    expect(examples.some((e) => e.where.startsWith('#/components/schemas/'))).toBe(true);
  });

  it.each(examples.map((e) => [e.where, e] as const))('%s matches its schema', (_where, { schema, value }) => {
    const validate = validatorOf(rule(schema));
    expect(validate(value) ? '' : validationErrors(validate)).toBe('');
  });
});
