/**
 * Generates custom-elements.json (the Custom Elements Manifest, schema 2.1) from the elements' source with
 * the TypeScript compiler, so that it follows the code:
 *
 * - the elements: the `ELEMENTS` map of src/elements/define.ts, tag name -> class; the class's doc comment;
 * - attributes: the class's `static observedAttributes`; each one's description and type from the prop of
 *   the component it is passed to (`label={this.text('label')}` -> `label` of the component's props);
 * - properties: the class's public instance properties and accessors;
 * - events: every `this.emit(name, detail)` and `this.dispatchEvent(new CustomEvent(name, …))` of the
 *   class, the name folded from literals, constants and small functions of them (`headerToggleEvent()`
 *   with its default short name), the detail's type from the call, the description from the callback
 *   prop the event answers (`onOpenChange`);
 * - CSS parts: none, as the elements render into their light DOM (the browser test checks that too).
 *
 * `npx tsx packages/widgets/scripts/manifest.ts` prints it; the package build writes it to dist/.
 */
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { PACKAGE_DIR } from './vite-config.ts';

interface TypeText {
  text: string;
}
interface Attribute {
  name: string;
  description: string;
  type: TypeText;
  fieldName?: string;
}
interface Field {
  kind: 'field';
  name: string;
  description: string;
  type: TypeText;
}
interface EventDoc {
  name: string;
  description: string;
  type: TypeText;
}
interface ElementDeclaration {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  description: string;
  superclass: { name: string; module: string };
  attributes: Attribute[];
  members: Field[];
  events: EventDoc[];
  cssParts: { name: string; description: string }[];
}
export interface CustomElementsManifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations: ElementDeclaration[];
    exports: ({ kind: 'js'; name: string } | { kind: 'custom-element-definition'; name: string })[] &
      { declaration: { name: string; module: string } }[];
  }[];
}

const DEFINE_FILE = join(PACKAGE_DIR, 'src/elements/define.ts');
/** Where a source module is in the built package. */
const builtPath = (file: string): string =>
  join('dist/lib', relative(join(PACKAGE_DIR, 'src'), file)).replace(/\.tsx?$/, '.js');

/** The value of a string expression, where it is made of literals, constants and small functions of them. */
export function foldString(
  node: ts.Expression,
  checker: ts.TypeChecker,
  scope: ReadonlyMap<string, string | undefined> = new Map(),
): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return foldString(node.expression, checker, scope);
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const value = foldString(span.expression, checker, scope);
      if (value === undefined) return undefined;
      text += value + span.literal.text;
    }
    return text;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [foldString(node.left, checker, scope), foldString(node.right, checker, scope)];
    return left === undefined || right === undefined ? undefined : left + right;
  }
  if (ts.isIdentifier(node)) {
    if (scope.has(node.text)) return scope.get(node.text);
    const declaration = declarationOf(node, checker);
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const constant = (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0;
      return constant ? foldString(declaration.initializer, checker) : undefined;
    }
    return undefined;
  }
  if (ts.isCallExpression(node)) {
    const call = inlineCall(node, checker, scope);
    return call && foldString(call.returned, checker, call.scope);
  }
  return undefined;
}

/** The values of a list of strings: an array literal of foldable strings, or a small function returning one. */
export function foldStrings(
  node: ts.Expression,
  checker: ts.TypeChecker,
  scope: ReadonlyMap<string, string | undefined> = new Map(),
): string[] | undefined {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    node = node.expression;
  if (ts.isArrayLiteralExpression(node)) {
    const values = node.elements.map((element) => foldString(element, checker, scope));
    return values.every((value) => value !== undefined) ? values : undefined;
  }
  if (ts.isCallExpression(node)) {
    const call = inlineCall(node, checker, scope);
    return call && foldStrings(call.returned, checker, call.scope);
  }
  return undefined;
}

/** A call of a small function (one returned expression), with its parameters bound to the folded arguments. */
function inlineCall(
  node: ts.CallExpression,
  checker: ts.TypeChecker,
  scope: ReadonlyMap<string, string | undefined>,
): { returned: ts.Expression; scope: Map<string, string | undefined> } | undefined {
  const declaration = declarationOf(node.expression, checker);
  const fn = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : (declaration as ts.Node);
  if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn))) return undefined;
  const returned = fn.body && (ts.isBlock(fn.body) ? singleReturn(fn.body) : fn.body);
  if (!returned) return undefined;
  // An argument that cannot be folded (an attribute read at run time) leaves the parameter's default.
  const inner = new Map<string, string | undefined>();
  fn.parameters.forEach((parameter, index) => {
    if (!ts.isIdentifier(parameter.name)) return;
    const argument = node.arguments[index];
    const value = argument ? foldString(argument, checker, scope) : undefined;
    inner.set(
      parameter.name.text,
      value ?? (parameter.initializer ? foldString(parameter.initializer, checker) : undefined),
    );
  });
  return { returned, scope: inner };
}

function singleReturn(block: ts.Block): ts.Expression | undefined {
  const [statement] = block.statements;
  return block.statements.length === 1 && statement && ts.isReturnStatement(statement)
    ? statement.expression
    : undefined;
}

function declarationOf(node: ts.Node, checker: ts.TypeChecker): ts.Declaration | undefined {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
}

const docOf = (symbol: ts.Symbol | undefined, checker: ts.TypeChecker): string =>
  symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim() : '';

/** Every node below `root`, depth first. */
function descendants(root: ts.Node): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    found.push(node);
    node.forEachChild(visit);
  };
  root.forEachChild(visit);
  return found;
}

/** `this.<method>(…)` calls. */
const isThisCall = (node: ts.Node, methods: readonly string[]): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.expression.kind === ts.SyntaxKind.ThisKeyword &&
  methods.includes(node.expression.name.text);

const READERS = { text: 'string', number: 'number', hasAttribute: 'boolean', getAttribute: 'string' } as const;

/**
 * The component's prop whose value holds `node`: the JSX attribute around it, or, for a value first kept in
 * a variable (`const level = this.text('level')`), the first JSX attribute of the class that uses it.
 */
function enclosingProp(node: ts.Node, element: ts.ClassDeclaration, checker: ts.TypeChecker): ts.Symbol | undefined {
  let attribute: ts.JsxAttribute | undefined;
  for (let current: ts.Node | undefined = node.parent; current && current !== element; current = current.parent) {
    if (ts.isJsxAttribute(current)) {
      attribute = current;
      break;
    }
    if (ts.isVariableDeclaration(current) && ts.isIdentifier(current.name) && current.initializer === node) {
      const variable = current.name.text;
      attribute = descendants(element).find(
        (candidate): candidate is ts.JsxAttribute =>
          ts.isJsxAttribute(candidate) &&
          candidate.initializer !== undefined &&
          descendants(candidate.initializer).some((part) => ts.isIdentifier(part) && part.text === variable),
      );
      break;
    }
  }
  if (!attribute) return undefined;
  const props = checker.getContextualType(attribute.parent);
  return props && checker.getPropertyOfType(props, attribute.name.getText());
}

/** The text of a type, with the members of an object type spelled out (`{ open: boolean }`). */
function typeText(type: ts.Type, checker: ts.TypeChecker): string {
  const properties = type.isUnion() ? [] : checker.getPropertiesOfType(type);
  if (!(type.flags & ts.TypeFlags.Object) || properties.length === 0) {
    return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  }
  const members = properties.map((property) => {
    const propertyType = checker.getTypeOfSymbol(property);
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${property.name}${optional}: ${checker.typeToString(propertyType, undefined, ts.TypeFormatFlags.NoTruncation)}`;
  });
  return `{ ${members.join('; ')} }`;
}

function attributesOf(element: ts.ClassDeclaration, checker: ts.TypeChecker): Attribute[] {
  const observed = element.members.find(
    (member): member is ts.PropertyDeclaration =>
      ts.isPropertyDeclaration(member) &&
      ts.isIdentifier(member.name) &&
      member.name.text === 'observedAttributes' &&
      (ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Static) !== 0,
  );
  if (!observed?.initializer || !ts.isArrayLiteralExpression(observed.initializer)) {
    throw new Error(`${element.name?.text}: no static observedAttributes array.`);
  }
  const names = observed.initializer.elements.map((item) => {
    if (!ts.isStringLiteralLike(item)) throw new Error(`${element.name?.text}: an observed attribute is not a string.`);
    return item.text;
  });
  const reads = descendants(element).filter((node) => isThisCall(node, Object.keys(READERS)));
  return names.map((name) => {
    const read = reads.find((call) => {
      const [first] = call.arguments;
      return first !== undefined && ts.isStringLiteralLike(first) && first.text === name;
    });
    const reader = read && ts.isPropertyAccessExpression(read.expression) ? read.expression.name.text : 'getAttribute';
    const propSymbol = read && enclosingProp(read, element, checker);
    let type: string = READERS[reader as keyof typeof READERS];
    if (type === 'string' && propSymbol) {
      // A prop of string literals (`level`) gives the attribute its values.
      const propType = checker.getNonNullableType(checker.getTypeOfSymbol(propSymbol));
      const literals = propType.isUnion() ? propType.types : [propType];
      const strings = literals.filter((literal) => literal.isStringLiteral());
      if (strings.length === literals.length)
        type = strings.map((literal) => JSON.stringify(literal.value)).join(' | ');
    }
    return { name, description: docOf(propSymbol, checker), type: { text: type } };
  });
}

function membersOf(element: ts.ClassDeclaration, checker: ts.TypeChecker): Field[] {
  const fields = new Map<string, Field>();
  for (const member of element.members) {
    const isProperty = ts.isPropertyDeclaration(member) || ts.isGetAccessor(member) || ts.isSetAccessor(member);
    if (!isProperty || !ts.isIdentifier(member.name)) continue;
    const flags = ts.getCombinedModifierFlags(member);
    if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Static)) continue;
    const symbol = checker.getSymbolAtLocation(member.name);
    if (!symbol || fields.has(symbol.name)) continue;
    fields.set(symbol.name, {
      kind: 'field',
      name: symbol.name,
      description: docOf(symbol, checker),
      type: { text: checker.typeToString(checker.getTypeOfSymbol(symbol)) },
    });
  }
  return [...fields.values()];
}

/** An event's name, or its names where it is the variable of a `for … of` over a foldable list of them. */
function eventNames(nameNode: ts.Expression, checker: ts.TypeChecker): string[] | undefined {
  const name = foldString(nameNode, checker);
  if (name !== undefined) return [name];
  const declaration = ts.isIdentifier(nameNode) ? declarationOf(nameNode, checker) : undefined;
  const loop = declaration?.parent.parent;
  return loop && ts.isForOfStatement(loop) ? foldStrings(loop.expression, checker) : undefined;
}

function eventsOf(element: ts.ClassDeclaration, checker: ts.TypeChecker): EventDoc[] {
  const events = new Map<string, EventDoc>();
  for (const node of descendants(element)) {
    let nameNode: ts.Expression | undefined;
    let detail: ts.Type | undefined;
    if (isThisCall(node, ['emit'])) {
      nameNode = node.arguments[0];
      const typeArgument = node.typeArguments?.[0];
      const detailNode = node.arguments[1];
      detail = typeArgument
        ? checker.getTypeFromTypeNode(typeArgument)
        : detailNode && checker.getTypeAtLocation(detailNode);
    } else if (
      isThisCall(node, ['dispatchEvent']) &&
      node.arguments[0] &&
      ts.isNewExpression(node.arguments[0]) &&
      node.arguments[0].expression.getText() === 'CustomEvent'
    ) {
      const created = node.arguments[0];
      nameNode = created.arguments?.[0];
      const typeArgument = created.typeArguments?.[0];
      detail = typeArgument && checker.getTypeFromTypeNode(typeArgument);
    }
    if (!nameNode) continue;
    const names = eventNames(nameNode, checker);
    if (names === undefined) {
      throw new Error(`${element.name?.text}: cannot tell the name of the event '${nameNode.getText()}'.`);
    }
    const description = docOf(enclosingProp(node, element, checker), checker);
    for (const name of names) {
      const previous = events.get(name);
      events.set(name, {
        name,
        description: previous?.description || description,
        type: { text: `CustomEvent<${detail ? typeText(detail, checker) : 'unknown'}>` },
      });
    }
  }
  return [...events.values()];
}

/** The manifest of the elements defined in src/elements/define.ts. */
export function generateManifest(): CustomElementsManifest {
  const configFile = join(PACKAGE_DIR, 'tsconfig.build.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const program = ts.createProgram({ rootNames: [DEFINE_FILE], options: parsed?.options ?? {} });
  const checker = program.getTypeChecker();
  const define = program.getSourceFile(DEFINE_FILE);
  const map = define?.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => [...statement.declarationList.declarations])
    .find((declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === 'ELEMENTS');
  let literal = map?.initializer;
  while (literal && (ts.isAsExpression(literal) || ts.isSatisfiesExpression(literal))) literal = literal.expression;
  if (!literal || !ts.isObjectLiteralExpression(literal)) throw new Error('define.ts: no ELEMENTS object.');

  const modules = literal.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteralLike(property.name)) {
      throw new Error(`define.ts: ELEMENTS entry '${property.getText()}' is not 'tag-name': Class.`);
    }
    const tagName = property.name.text;
    const element = declarationOf(property.initializer, checker);
    if (!element || !ts.isClassDeclaration(element) || !element.name) throw new Error(`${tagName}: no class.`);
    const base = element.heritageClauses?.[0]?.types[0];
    const baseDeclaration = base && declarationOf(base.expression, checker);
    const path = builtPath(element.getSourceFile().fileName);
    const name = element.name.text;
    const declaration: ElementDeclaration = {
      kind: 'class',
      name,
      tagName,
      customElement: true,
      description: docOf(checker.getSymbolAtLocation(element.name), checker),
      superclass: {
        name: base?.expression.getText() ?? 'HTMLElement',
        module: baseDeclaration ? builtPath(baseDeclaration.getSourceFile().fileName) : '',
      },
      attributes: attributesOf(element, checker),
      members: membersOf(element, checker),
      events: eventsOf(element, checker),
      // The elements render into their light DOM: no shadow root, so no parts.
      cssParts: [],
    };
    return {
      kind: 'javascript-module' as const,
      path,
      declarations: [declaration],
      exports: [
        { kind: 'js' as const, name, declaration: { name, module: path } },
        { kind: 'custom-element-definition' as const, name: tagName, declaration: { name, module: path } },
      ],
    };
  });
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}

export const MANIFEST_FILE = join(PACKAGE_DIR, 'dist', 'custom-elements.json');

export async function writeManifest(file: string = MANIFEST_FILE): Promise<void> {
  await writeFile(file, `${JSON.stringify(generateManifest(), null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(generateManifest(), null, 2));
}
