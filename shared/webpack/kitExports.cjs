const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/**
 * The names @portal/kit exports at run time (values, not types), read from its sources the way a
 * build sees them: `shared/kit/src/index.ts` and every module it re-exports. A remote's build
 * carries this list (__KIT_EXPORTS__) so that, mounted by a shell whose kit is older, it can tell
 * which of them that kit lacks (shared/kit/src/compat.ts) instead of failing on the first one it uses.
 */
function kitExports(indexFile = path.join(__dirname, '../kit/src/index.ts')) {
  const names = new Set();
  const fileOf = (from, specifier) => {
    const base = path.resolve(path.dirname(from), specifier);
    return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
  };
  const isExported = (node) => ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
  const read = (file, seen = new Set()) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    for (const node of source.statements) {
      if (ts.isExportDeclaration(node)) {
        if (node.isTypeOnly) continue;
        const target = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : null;
        if (!node.exportClause) {
          if (target?.startsWith('.')) read(fileOf(file, target), seen);
        } else if (ts.isNamedExports(node.exportClause)) {
          for (const element of node.exportClause.elements) if (!element.isTypeOnly) names.add(element.name.text);
        }
      } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isEnumDeclaration(node)) && isExported(node) && node.name) {
        names.add(node.name.text);
      } else if (ts.isVariableStatement(node) && isExported(node)) {
        for (const declaration of node.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
          else for (const element of declaration.name.elements) if (ts.isBindingElement(element) && ts.isIdentifier(element.name)) names.add(element.name.text);
        }
      }
    }
  };
  read(indexFile);
  return [...names].sort();
}

module.exports = { kitExports };
