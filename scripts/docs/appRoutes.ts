import ts from 'typescript';
import { link } from './files';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesEndingWith } from '../../tests/coverage/discover';

interface Route {
  readonly path: string;
  readonly element: string;
  /** The condition of a route added only sometimes (`...(inspectorEnabled ? [...] : [])`). */
  readonly when?: string;
}

/** `'Title'` of `const <name> = lazyScreen('Title', …)` (or any call whose first argument is a string). */
function titles(file: ts.SourceFile): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer)
    ) {
      const [first] = node.initializer.arguments;
      if (first && ts.isStringLiteral(first)) found.set(node.name.text, first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A route's element in words: its guards (outer first), then the screen's title or what it renders. */
function describe(node: ts.Expression, screens: Map<string, string>, file: ts.SourceFile): string {
  const parts: string[] = [];
  let current: ts.Node = node;
  for (;;) {
    if (ts.isParenthesizedExpression(current)) current = current.expression;
    else if (ts.isJsxElement(current)) {
      const tag = current.openingElement.tagName.getText(file);
      const inner = current.children.filter((child) => !ts.isJsxText(child) || child.text.trim() !== '');
      if (tag === 'Titled') {
        const title = current.openingElement.attributes.properties.find((p) => p.name?.getText(file) === 'title');
        if (title && ts.isJsxAttribute(title) && title.initializer && ts.isStringLiteral(title.initializer))
          return [...parts, `'${title.initializer.text}'`].join(' → ');
      }
      parts.push(tag);
      if (inner.length !== 1 || inner[0] === undefined) break;
      current = inner[0];
    } else if (ts.isJsxExpression(current) && current.expression) current = current.expression;
    else if (ts.isJsxSelfClosingElement(current)) {
      const tag = current.tagName.getText(file);
      const to = current.attributes.properties.find((p) => p.name?.getText(file) === 'to');
      parts.push(to && ts.isJsxAttribute(to) && to.initializer ? `${tag} ${to.initializer.getText(file)}` : tag);
      break;
    } else if (ts.isIdentifier(current)) {
      const title = screens.get(current.text);
      parts.push(title === undefined ? current.text : `'${title}'`);
      break;
    } else {
      parts.push(current.getText(file).replace(/\s+/g, ' '));
      break;
    }
  }
  return parts.join(' → ');
}

function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  const found = node.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name);
  return found && ts.isPropertyAssignment(found) ? found.initializer : undefined;
}

/** Walks a route array literal (spreads of conditional arrays included), joining child paths to their parent's. */
function routesOf(
  array: ts.ArrayLiteralExpression,
  prefix: string,
  screens: Map<string, string>,
  file: ts.SourceFile,
): Route[] {
  return array.elements.flatMap((element): Route[] => {
    if (ts.isSpreadElement(element)) {
      const arrays: ts.ArrayLiteralExpression[] = [];
      const collect = (node: ts.Node): void => {
        if (ts.isArrayLiteralExpression(node)) arrays.push(node);
        else ts.forEachChild(node, collect);
      };
      collect(element.expression);
      const spread = ts.isParenthesizedExpression(element.expression)
        ? element.expression.expression
        : element.expression;
      const when = ts.isConditionalExpression(spread) ? spread.condition.getText(file) : undefined;
      return arrays.flatMap((inner) => routesOf(inner, prefix, screens, file).map((route) => ({ ...route, when })));
    }
    if (!ts.isObjectLiteralExpression(element)) return [];
    const pathNode = property(element, 'path');
    const index = property(element, 'index');
    const own = pathNode && ts.isStringLiteral(pathNode) ? pathNode.text : '';
    const path = index ? prefix || '/' : own === '' ? prefix : `${prefix}/${own}`;
    const elementNode = property(element, 'element');
    const children = property(element, 'children');
    const self: Route[] =
      elementNode && (own !== '' || index)
        ? [{ path: path.replace(/^\/?/, '/'), element: describe(elementNode, screens, file) }]
        : [];
    const nested = children && ts.isArrayLiteralExpression(children) ? routesOf(children, path, screens, file) : [];
    return [...self, ...nested];
  });
}

/**
 * The patient app's route table: the one `RouteObject[]` under src/app/ (the other entries route their own pages),
 * read from its source (not run: it builds React elements and reads the build's tenant).
 */
export function appRoutesTable(root: string): string {
  const candidates = filesEndingWith(root, ['src/app'], '.tsx').filter((path) =>
    readFileSync(join(root, path), 'utf8').includes('RouteObject[]'),
  );
  const tables = candidates.flatMap((path) => {
    const file = ts.createSourceFile(
      path,
      readFileSync(join(root, path), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const found: { path: string; routes: Route[] }[] = [];
    const visit = (node: ts.Node): void => {
      if (
        ts.isVariableDeclaration(node) &&
        node.type?.getText(file) === 'RouteObject[]' &&
        node.initializer &&
        ts.isArrayLiteralExpression(node.initializer)
      )
        found.push({ path, routes: routesOf(node.initializer, '', titles(file), file) });
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  });
  const [table, ...others] = tables;
  if (table === undefined || others.length > 0)
    throw new Error(`Expected one \`RouteObject[]\` table under src/, found ${tables.length}.`);
  const rows = table.routes.map(
    ({ path, element, when }) =>
      `| \`${path}\` | ${element.replace(/\|/g, '\\|')}${when === undefined ? '' : ` (only when \`${when}\`)`} |`,
  );
  return [`Read from ${link(table.path)}.`, '', '| Path | Guards → screen (its title) |', '|---|---|', ...rows].join(
    '\n',
  );
}
