import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One answer an API test expects: the request's method, its path as written (`*` for each `${...}`), the status. */
export interface TestedStatus {
  method: string;
  path: string;
  status: number;
  file: string;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });

function pathText(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `*${span.literal.text}`).join('');
  return undefined;
}

type Request = { method: string; path: string };

/**
 * The `.get('/api/...')`-style call in a supertest chain (`request(http).post(path).send(...).expect(...)`), or in
 * the body of a helper of the same file that the chain starts with (`setConfig(body).expect(400)`).
 */
function requestOf(node: ts.Node, helpers: Map<string, Request>): Request | undefined {
  let current: ts.Node = node;
  for (;;) {
    if (ts.isAwaitExpression(current) || ts.isPropertyAccessExpression(current) || ts.isParenthesizedExpression(current)) {
      current = current.expression;
    } else if (ts.isCallExpression(current)) {
      const callee = current.expression;
      if (ts.isIdentifier(callee)) return helpers.get(callee.text);
      if (ts.isPropertyAccessExpression(callee) && METHODS.has(callee.name.text)) {
        const text = pathText(current.arguments[0]);
        if (text?.startsWith('/api/')) return { method: callee.name.text.toUpperCase(), path: text.split('?')[0] };
      }
      current = callee;
    } else return undefined;
  }
}

/** The first request a function's body makes, for helpers such as `const setConfig = (body) => request(...).post(...)`. */
function firstRequestIn(body: ts.Node, helpers: Map<string, Request>): Request | undefined {
  let found: Request | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(node)) found = requestOf(node, helpers);
    if (!found) ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

function helperOf(node: ts.Node): { name: string; body: ts.Node } | undefined {
  if (ts.isFunctionDeclaration(node) && node.name && node.body) return { name: node.name.text, body: node.body };
  if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return undefined;
  const init = node.initializer;
  return ts.isArrowFunction(init) || ts.isFunctionExpression(init) ? { name: node.name.text, body: init.body } : undefined;
}

const statusOf = (node: ts.Expression | undefined) => (node && ts.isNumericLiteral(node) ? Number(node.text) : undefined);

/** `expect(answer.status).toBe(409)`: the variable and the status. */
function statusAssertion(call: ts.CallExpression): { variable: string; status: number } | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'toBe' || !ts.isCallExpression(callee.expression)) return undefined;
  const subject = callee.expression.arguments[0];
  const status = statusOf(call.arguments[0]);
  if (!subject || status === undefined || !ts.isPropertyAccessExpression(subject) || subject.name.text !== 'status') return undefined;
  return ts.isIdentifier(subject.expression) ? { variable: subject.expression.text, status } : undefined;
}

/** Every status the API tests expect of a request they spell out, from `.expect(n)` and `expect(x.status).toBe(n)`. */
export function testedStatuses(testsDir: string): TestedStatus[] {
  return filesUnder(testsDir).flatMap((file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const helpers = new Map<string, Request>();
    const collectHelpers = (node: ts.Node): void => {
      const helper = helperOf(node);
      const request = helper && firstRequestIn(helper.body, helpers);
      if (helper && request) helpers.set(helper.name, request);
      ts.forEachChild(node, collectHelpers);
    };
    collectHelpers(source);
    // Variables holding an answer, innermost block last (a name is often reused from one test to the next).
    const scopes: Map<string, Request>[] = [new Map()];
    const lookup = (name: string) => scopes.findLast((scope) => scope.has(name))?.get(name);
    const found: TestedStatus[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && !helperOf(node)) {
        const request = requestOf(node.initializer, helpers);
        if (request) scopes[scopes.length - 1].set(node.name.text, request);
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const status = node.expression.name.text === 'expect' ? statusOf(node.arguments[0]) : undefined;
        const request = status === undefined ? undefined : requestOf(node.expression.expression, helpers);
        if (request && status !== undefined) found.push({ ...request, status, file });
        const assertion = statusAssertion(node);
        const assigned = assertion && lookup(assertion.variable);
        if (assertion && assigned) found.push({ ...assigned, status: assertion.status, file });
      }
      if (ts.isBlock(node)) scopes.push(new Map());
      ts.forEachChild(node, visit);
      if (ts.isBlock(node)) scopes.pop();
    };
    visit(source);
    return found;
  });
}
