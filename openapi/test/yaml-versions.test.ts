import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isCollection, parseDocument, visit } from 'yaml';

// A public contract must load in every OpenAPI toolchain, and many read YAML 1.1 (PyYAML, the usual Python loader,
// SnakeYAML), others 1.2. The `yaml` package reads both but is lenient where PyYAML is strict, so its rule for a
// plain scalar inside a flow collection is checked here too.

const text = readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8');

/**
 * PyYAML ends a plain (unquoted) scalar inside `{ }` or `[ ]` at `,`, `?`, `[`, `]`, `{`, `}`, and at `:` followed by
 * one of those (its scanner's `scan_plain`): `{ link: /reset-password?token=x }` does not load there.
 */
const PYYAML_FLOW_PLAIN_BREAK = /[,?[\]{}]|:[,[\]{}]/;

/** The plain scalars of `source` inside flow collections that PyYAML would cut short, with their line numbers. */
function flowScalarsPyYamlRejects(source: string): string[] {
  const rejected: string[] = [];
  visit(parseDocument(source, { version: '1.1' }), {
    Scalar(_key, node, path) {
      if (node.type !== 'PLAIN' || !node.range) return;
      if (!path.some((ancestor) => isCollection(ancestor) && ancestor.flow)) return;
      const written = source.slice(node.range[0], node.range[1]);
      if (PYYAML_FLOW_PLAIN_BREAK.test(written)) {
        const line = source.slice(0, node.range[0]).split('\n').length;
        rejected.push(`line ${String(line)}: ${written}`);
      }
    },
  });
  return rejected;
}

/** What `source` loads as under YAML `version`, and the loader's complaints. */
function load(source: string, version: '1.1' | '1.2') {
  const document = parseDocument(source, { version, uniqueKeys: true });
  return {
    data: document.toJS({ maxAliasCount: -1 }) as unknown,
    problems: [...document.errors, ...document.warnings].map((problem) => problem.message),
  };
}

describe('openapi.yaml', () => {
  it('loads as YAML 1.1 and as YAML 1.2 without an error or a warning', () => {
    expect(load(text, '1.1').problems).toEqual([]);
    expect(load(text, '1.2').problems).toEqual([]);
  });

  it('means the same in both (no 1.1-only yes/no/on/off booleans, dates, sexagesimal or octal numbers)', () => {
    expect(isDeepStrictEqual(load(text, '1.1').data, load(text, '1.2').data)).toBe(true);
  });

  it('has no unquoted flow-mapping value a strict YAML 1.1 loader cuts short (a `?`, `,` or bracket in it)', () => {
    expect(flowScalarsPyYamlRejects(text)).toEqual([]);
  });
});

describe('the strict flow check', () => {
  it('finds what PyYAML refuses, and passes what it loads', () => {
    expect(
      flowScalarsPyYamlRejects('demo: { value: { demoLink: /reset-password?token=q3Yx, expires: 1800 } }\n'),
    ).toEqual(['line 1: /reset-password?token=q3Yx']);
    expect(flowScalarsPyYamlRejects("demo: { value: { demoLink: '/reset-password?token=q3Yx' } }\n")).toEqual([]);
    expect(flowScalarsPyYamlRejects('text: Is it /reset-password?token=q3Yx?\nlist: [a, b]\n')).toEqual([]);
  });

  it('tells a 1.1 boolean apart from a 1.2 string', () => {
    expect(load('answer: yes\n', '1.1').data).not.toEqual(load('answer: yes\n', '1.2').data);
  });
});
