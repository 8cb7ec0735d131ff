// Writes web/src/generated/view.ts, the TypeScript types of the envelope every view shares
// (BaseView, its events, its result, the server's legal actions), from the core's JSON Schema
// (src/tradewinds/core/view.schema.json), and web/src/generated/<game>.ts, the types of each
// game's view, from the game's (src/tradewinds/games/<game>/view.schema.json), which extends
// the envelope: the engine's contract. The page's view types are never written by hand. Run
// by build.mjs and `npm run check`.
//
// Understands the part of JSON Schema those files use: type (one or a list), enum, const,
// anyOf, $ref to #/$defs or to the envelope (by its $id, whole or #/$defs/<name>: an import),
// allOf of $refs at the top of a declaration (the interface extends them), properties with
// required, additionalProperties (true, false or a schema: a Record, or beside properties an
// index signature), items, description (doc comments). Anything else is an error.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const games = join(web, "..", "src", "tradewinds", "games");
const core = join(web, "..", "src", "tradewinds", "core");
const out = join(web, "src", "generated");
/** The envelope's schema, its module (src/generated/view.ts), and the id games refer to it by. */
const ENVELOPE_FILE = join(core, "view.schema.json");
const ENVELOPE_MODULE = "view";
/** Every game package with a view schema. */
export const GAMES = readdirSync(games).filter((name) => existsSync(join(games, name, "view.schema.json"))).sort();

const KNOWN = new Set([
  "$schema", "$id", "title", "description", "allOf", "type", "enum", "const", "anyOf", "$ref", "properties", "required",
  "additionalProperties", "items", "propertyNames", "minimum", "maximum", "$defs", "minItems", "maxItems",
]);

function fail(where, message) {
  throw new Error(`view_types: ${where}: ${message}`);
}

/** The envelope's schema: read once, for its $id and its title (BaseView). */
let envelope = null;
function envelopeSchema() {
  envelope ??= JSON.parse(readFileSync(ENVELOPE_FILE, "utf8"));
  if (!envelope.$id || !envelope.title) fail(ENVELOPE_FILE, "the envelope needs an $id and a title");
  return envelope;
}

/** The names a game's module imports from the envelope's (filled while generating one file). */
let imports = new Set();

/** The type a $ref names: a declaration of this file (#/$defs/X), or one of the envelope's
 * (its $id: its title; its $id#/$defs/X: X), then imported. */
function refType(ref, where) {
  const local = /^#\/\$defs\/(\w+)$/.exec(ref);
  if (local) return local[1];
  const { $id, title } = envelopeSchema();
  if (ref === $id) {
    imports.add(title);
    return title;
  }
  const outside = ref.startsWith(`${$id}#`) ? /^#\/\$defs\/(\w+)$/.exec(ref.slice($id.length)) : null;
  if (!outside) fail(where, `unsupported $ref ${ref}`);
  imports.add(outside[1]);
  return outside[1];
}

function literal(value) {
  return JSON.stringify(value);
}

function union(parts) {
  const unique = [...new Set(parts)];
  return unique.length === 1 ? unique[0] : unique.map((p) => (p.includes("=>") ? `(${p})` : p)).join(" | ");
}

function arrayOf(item) {
  return /^[\w.]+$/.test(item) || item.endsWith("[]") || item.startsWith("Record<") ? `${item}[]` : `(${item})[]`;
}

function comment(text, indent) {
  return text ? `${indent}/** ${text.replace(/\*\//g, "*\\/")} */\n` : "";
}

/** The TypeScript type of `schema` (at `where`, for errors), members indented by `indent`. */
function typeOf(schema, where, indent) {
  if (schema === true || (typeof schema === "object" && Object.keys(schema).every((k) => k === "description"))) return "unknown";
  if (typeof schema !== "object" || schema === null) fail(where, "a schema must be an object");
  for (const key of Object.keys(schema)) if (!KNOWN.has(key)) fail(where, `unsupported keyword ${key}`);
  if (schema.allOf) fail(where, "allOf only at the top of a declaration");
  if (schema.$ref) return refType(schema.$ref, where);
  if ("const" in schema) return literal(schema.const);
  if (schema.enum) return union(schema.enum.map(literal));
  if (schema.anyOf) return union(schema.anyOf.map((s, i) => typeOf(s, `${where}.anyOf[${i}]`, indent)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return union(
    types.map((type) => {
      switch (type) {
        case "string":
          return "string";
        case "integer":
        case "number":
          return "number";
        case "boolean":
          return "boolean";
        case "null":
          return "null";
        case "array":
          return arrayOf(schema.items === undefined ? "unknown" : typeOf(schema.items, `${where}.items`, indent));
        case "object":
          return objectType(schema, where, indent);
        default:
          return fail(where, `unsupported type ${type}`);
      }
    }),
  );
}

function objectType(schema, where, indent) {
  const props = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  const record = extra && extra !== true ? `Record<string, ${typeOf(extra, `${where}.additionalProperties`, indent)}>` : null;
  if (!props.length) return record ?? (extra === false ? "Record<string, never>" : "Record<string, unknown>");
  return `{\n${members(schema, where, indent + "  ")}${indent}}`;
}

/** The members of an object with properties. additionalProperties: true adds no index
 * signature (a type lists what a reader may use); a schema there, even one that takes
 * anything (`{"description": ...}`: unknown), adds one: the other keys a reader may look up. */
function members(schema, where, indent) {
  const required = new Set(schema.required ?? []);
  const named = Object.entries(schema.properties ?? {}).map(([name, prop]) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name);
    const optional = required.has(name) ? "" : "?";
    return `${comment(prop.description, indent)}${indent}${key}${optional}: ${typeOf(prop, `${where}.${name}`, indent)};\n`;
  });
  const extra = schema.additionalProperties;
  if (extra && extra !== true) {
    const type = typeOf(extra, `${where}.additionalProperties`, indent);
    named.push(`${comment(extra.description, indent)}${indent}[key: string]: ${type};\n`);
  }
  return named.join("");
}

/** One named declaration: an interface for an object with properties (extending what its
 * allOf refers to), else a type alias. */
function declaration(name, schema, where) {
  const head = comment(schema.description, "");
  const isInterface = schema.type === "object" && schema.properties && !schema.anyOf;
  const bases = (schema.allOf ?? []).map((part, i) => {
    if (typeof part !== "object" || Object.keys(part).join() !== "$ref") fail(`${where}.allOf[${i}]`, "allOf holds only $refs");
    return refType(part.$ref, `${where}.allOf[${i}]`);
  });
  if (bases.length && !isInterface) fail(where, "allOf only on an object with properties");
  if (isInterface) {
    const extend = bases.length ? ` extends ${bases.join(", ")}` : "";
    return `${head}export interface ${name}${extend} {\n${members(schema, where, "  ")}}\n`;
  }
  return `${head}export type ${name} = ${typeOf(schema, where, "")};\n`;
}

/** The module of the schema at `path` (`source`: the path as the header names it). */
function generateFile(path, source) {
  const schema = JSON.parse(readFileSync(path, "utf8"));
  if (!schema.title) fail(path, "the schema needs a title (the view type's name)");
  imports = new Set();
  const parts = [declaration(schema.title, schema, path)];
  for (const [name, def] of Object.entries(schema.$defs ?? {})) parts.push(declaration(name, def, `${path}#/$defs/${name}`));
  const header = `// Generated by web/scripts/view_types.mjs from ${source}:\n// do not edit (change the schema, then npm run build or npm run check).\n`;
  const names = [...imports].sort();
  for (const name of names) if (name === schema.title || name in (schema.$defs ?? {})) fail(path, `${name} is the envelope's name too`);
  const head = names.length ? `\nimport type { ${names.join(", ")} } from "./${ENVELOPE_MODULE}";\n` : "";
  return `${header}${head}\n${parts.join("\n")}`;
}

/** The envelope's module: BaseView and its parts. */
export function generateEnvelope() {
  return generateFile(ENVELOPE_FILE, "src/tradewinds/core/view.schema.json");
}

export function generate(game) {
  return generateFile(join(games, game, "view.schema.json"), `src/tradewinds/games/${game}/view.schema.json`);
}

export function writeAll() {
  mkdirSync(out, { recursive: true });
  const modules = [[ENVELOPE_MODULE, generateEnvelope()], ...GAMES.map((game) => [game, generate(game)])];
  for (const [module, text] of modules) {
    const file = join(out, `${module}.ts`);
    let old = null;
    try {
      old = readFileSync(file, "utf8");
    } catch {
      // first run
    }
    if (old !== text) writeFileSync(file, text); // (unchanged files keep their time: no rebuilds)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeAll();
