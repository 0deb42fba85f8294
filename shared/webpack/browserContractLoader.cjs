const ts = require('typescript');

/**
 * The browser's build of a contract module (shared/contracts/src/*.ts, before swc-loader).
 *
 * A contract's schemas are read by the API (validation), its OpenAPI document and the tests; the
 * browser's `call()`, `download()` and DataTable read an endpoint's method and path (and whether it
 * is anonymous), and take the answer's type from the schemas at compile time. So here each
 * endpoint declaration (an object literal with `method` and `path`) keeps only what the browser
 * reads, a table's contract is made from its address alone, and every call made while the module loads (a schema builder, `defineContract`) is marked
 * pure: the schemas nothing refers to any more, and TypeBox with them, are left out by the
 * minifier. The dashboard route loaded about 10 KB of schemas before; the type check still sees
 * the real contract.
 */
const KEPT = new Set(['method', 'path', 'anonymous', 'aliases', 'file']);

const nameOf = (property) => (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null);

function isEndpoint(node) {
  if (!ts.isObjectLiteralExpression(node)) return false;
  const names = new Set(node.properties.map(nameOf));
  return names.has('method') && names.has('path');
}

/** A spread (`...x`) anywhere in an expression, outside the functions it defines. */
const hasSpread = (node) => ts.isSpreadAssignment(node) || ts.isSpreadElement(node) || (!ts.isFunctionLike(node) && (ts.forEachChild(node, (child) => hasSpread(child) || undefined) ?? false));

/** `tableContract(base, { row, … })`: the browser's table needs its base address only. */
const isTableContractCall = (node) => ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'tableContract';

function transformer(context) {
  const visit = (insideFunction) => (node) => {
    if (isTableContractCall(node)) {
      node = context.factory.updateCallExpression(node, node.expression, node.typeArguments, [
        node.arguments[0],
        context.factory.createObjectLiteralExpression([]),
      ]);
    }
    if (isEndpoint(node)) {
      const kept = node.properties.filter((p) => ts.isSpreadAssignment(p) || KEPT.has(nameOf(p)));
      node = context.factory.updateObjectLiteralExpression(node, kept);
    }
    const inFunction = insideFunction || ts.isFunctionLike(node);
    node = ts.visitEachChild(node, visit(inFunction), context);
    // Only what runs while the module loads: a call inside a function body may be there for its effect.
    if (!inFunction && (ts.isCallExpression(node) || ts.isNewExpression(node))) {
      ts.addSyntheticLeadingComment(node, ts.SyntaxKind.MultiLineCommentTrivia, '#__PURE__', false);
    }
    // A module-level schema built with a spread (`Obj({ startRow, ...queryFields })`): webpack takes
    // no call with a spread among its arguments for pure, PURE comment or not, so an unused one
    // kept its schema builders' imports, and TypeBox with them, in a bundle that imported the
    // module (the shell, through a route's early read). Made by a pure call without arguments, it
    // goes with its imports when nothing uses it.
    if (!insideFunction && ts.isVariableDeclaration(node) && node.initializer && hasSpread(node.initializer)) {
      const call = context.factory.createCallExpression(
        context.factory.createParenthesizedExpression(context.factory.createArrowFunction(undefined, undefined, [], undefined, undefined, context.factory.createParenthesizedExpression(node.initializer))),
        undefined,
        [],
      );
      ts.addSyntheticLeadingComment(call, ts.SyntaxKind.MultiLineCommentTrivia, '#__PURE__', false);
      node = context.factory.updateVariableDeclaration(node, node.name, node.exclamationToken, node.type, call);
    }
    return node;
  };
  return (file) => ts.visitNode(file, visit(false));
}

module.exports = function browserContractLoader(source) {
  const file = ts.createSourceFile(this.resourcePath, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const [result] = ts.transform(file, [transformer]).transformed;
  return ts.createPrinter().printFile(result);
};
