// The contract's ErrorCode list and the codes the services answer, held together both ways. The type already
// refuses a code outside the list (ApiError takes an ErrorCode); this also finds a listed code nobody answers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contract } from '@wishlist/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { codeFor, declaredErrors } from '../src/errors.ts';

const root = join(import.meta.dirname, '../../..');
const listed: string[] = (contract.components as { schemas: { ErrorCode: { enum: string[] } } }).schemas.ErrorCode.enum;

/** Every source file of the services and the kit (tests and generated code aside). */
const sources = ['services', 'packages/service-kit']
  .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => join(root, dir, f)))
  .filter((file) => /\/src\/.*\.ts$/.test(file) && !file.includes('node_modules') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/**
 * The string literals given as a code: the third argument of `new ApiError`, `errorBody` and `super`, and `code:`
 * values (a configuration check's zod issue aside).
 */
const isZodIssue = (node: ts.Node) =>
  ts.isCallExpression(node.parent.parent) && node.parent.parent.expression.getText().endsWith('addIssue');

function literalCodes(file: string, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const call = ts.isNewExpression(node) || ts.isCallExpression(node);
    if (call && /^(ApiError|errorBody|super)$/.test(node.expression.getText())) {
      // `new ApiError(code, params)`, or the framework's `errorBody(status, message, code)`.
      const code =
        node.arguments?.[0] && ts.isStringLiteral(node.arguments[0]) ? node.arguments[0] : node.arguments?.[2];
      if (code && ts.isStringLiteral(code)) found.push(code.text);
    }
    const codeProperty = ts.isPropertyAssignment(node) && node.name.getText() === 'code';
    if (codeProperty && ts.isStringLiteral(node.initializer) && !isZodIssue(node)) {
      found.push(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return found;
}

describe("the contract's error codes", () => {
  it('each declare one status and a message, and nothing else is declared', () => {
    const declared = (contract.components as { schemas: { ErrorCode: { 'x-errors': Record<string, unknown> } } })
      .schemas.ErrorCode['x-errors'];
    expect(Object.keys(declared).sort()).toEqual([...listed].sort());
    for (const [code, { status, message }] of Object.entries(declaredErrors)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(message, code).toMatch(/^[A-Z"].*[.!?]$/);
    }
  });

  it('are a list without repeats', () => {
    expect(listed.length).toBeGreaterThan(50);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('hold every code the kit gives an answer of any status by default', () => {
    for (let status = 400; status < 600; status++) expect(listed, String(status)).toContain(codeFor(status));
  });

  it('hold every code a service writes in its source', () => {
    const written = sources.flatMap(({ file, text }) => literalCodes(file, text).map((code) => ({ code, file })));
    expect(written.length).toBeGreaterThan(80);
    for (const { code, file } of written) expect(listed, `${code} in ${file}`).toContain(code);
  });

  it('are each answered somewhere: every listed code is written in a service or the kit', () => {
    const unanswered = listed.filter((code) => !sources.some(({ text }) => text.includes(`'${code}'`)));
    expect(unanswered).toEqual([]);
  });
});
