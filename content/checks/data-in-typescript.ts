// Build-only (a test runs it): finds content written into TypeScript. The .ts files under content/
// and private-content/ hold schemas, readers and checks; the content itself lives in YAML and
// Markdown files (docs/decisions/015).
import ts from "typescript";

export interface DataFinding {
  line: number;
  what: string;
}

/** Longer string literals are prose, which belongs in a data file. */
export const longestText = 100;

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** A value written out in full: a literal, or a list or record made only of literals. */
function isLiteralValue(node: ts.Expression): boolean {
  const value = unwrap(node);
  if (
    ts.isStringLiteral(value) ||
    ts.isNoSubstitutionTemplateLiteral(value) ||
    ts.isNumericLiteral(value) ||
    value.kind === ts.SyntaxKind.TrueKeyword ||
    value.kind === ts.SyntaxKind.FalseKeyword ||
    value.kind === ts.SyntaxKind.NullKeyword ||
    (ts.isPrefixUnaryExpression(value) && ts.isNumericLiteral(value.operand))
  ) {
    return true;
  }
  if (ts.isArrayLiteralExpression(value)) return value.elements.every(isLiteralValue);
  if (ts.isObjectLiteralExpression(value)) return isRecord(value, 1);
  return false;
}

/** Whether a literal value holds a text or a number anywhere (empty lists hold nothing). */
function holdsScalar(node: ts.Node): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isNumericLiteral(node)) return true;
  return ts.forEachChild(node, (child) => holdsScalar(child) || undefined) ?? false;
}

/** An object literal with at least `min` properties, every one of them a literal value. */
function isRecord(node: ts.Expression, min: number): boolean {
  const value = unwrap(node);
  return (
    ts.isObjectLiteralExpression(value) &&
    value.properties.length >= min &&
    value.properties.every(
      (property) => ts.isPropertyAssignment(property) && isLiteralValue(property.initializer),
    ) &&
    holdsScalar(value)
  );
}

/** Names passed to z.enum(...) in the file: lists of allowed values are schema, not content. */
function enumSources(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "enum" &&
      node.arguments[0] &&
      ts.isIdentifier(node.arguments[0])
    ) {
      names.add(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/** Every place in a TypeScript source that holds content rather than code. */
export function findDataInTypeScript(fileName: string, source: string): DataFinding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const enums = enumSources(file);
  const findings: DataFinding[] = [];
  const report = (node: ts.Node, what: string) =>
    findings.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, what });

  const checkValue = (name: string, initializer: ts.Expression) => {
    const value = unwrap(initializer);
    if (ts.isArrayLiteralExpression(value)) {
      const records = value.elements.filter((element) => isRecord(element, 2));
      const texts = value.elements.filter((element) => {
        const text = unwrap(element);
        return ts.isStringLiteral(text) || ts.isNoSubstitutionTemplateLiteral(text);
      });
      if (records.length >= 2) report(value, `${name}: a list of ${records.length} records`);
      else if (texts.length >= 3 && texts.length === value.elements.length && !enums.has(name)) {
        report(value, `${name}: a list of ${texts.length} texts that no z.enum uses`);
      }
    } else if (ts.isObjectLiteralExpression(value) && isRecord(value, 2)) {
      report(value, `${name}: a record of ${value.properties.length} written-out values`);
    }
  };

  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (node.text.length > longestText) report(node, `a text of ${node.text.length} characters`);
    }
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.name)) {
      checkValue(node.name.text, node.initializer);
    }
    if (ts.isExportAssignment(node)) checkValue("export default", node.expression);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}
