// Writes web/src/generated/<game>.ts, the TypeScript types of each game's view, from the
// game's JSON Schema (src/tradewinds/games/<game>/view.schema.json, the engine's contract):
// the page's view types are never written by hand. Run by build.mjs and `npm run check`.
//
// Understands the part of JSON Schema those files use: type (one or a list), enum, const,
// anyOf, $ref to #/$defs, properties with required, additionalProperties (true, false or a
// schema: a Record), items, description (doc comments). Anything else is an error.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const games = join(web, "..", "src", "tradewinds", "games");
const out = join(web, "src", "generated");
/** Every game package with a view schema. */
export const GAMES = readdirSync(games).filter((name) => existsSync(join(games, name, "view.schema.json"))).sort();

const KNOWN = new Set([
  "$schema", "title", "description", "type", "enum", "const", "anyOf", "$ref", "properties", "required",
  "additionalProperties", "items", "propertyNames", "minimum", "maximum", "$defs", "minItems", "maxItems",
]);

function fail(where, message) {
  throw new Error(`view_types: ${where}: ${message}`);
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
  if (schema.$ref) {
    const m = /^#\/\$defs\/(\w+)$/.exec(schema.$ref);
    if (!m) fail(where, `unsupported $ref ${schema.$ref}`);
    return m[1];
  }
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
  if (record) fail(where, "properties and a schema of additionalProperties together");
  // (additionalProperties: true adds no index signature: a type lists what a reader may use.)
  return `{\n${members(schema, where, indent + "  ")}${indent}}`;
}

function members(schema, where, indent) {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .map(([name, prop]) => {
      const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name);
      const optional = required.has(name) ? "" : "?";
      return `${comment(prop.description, indent)}${indent}${key}${optional}: ${typeOf(prop, `${where}.${name}`, indent)};\n`;
    })
    .join("");
}

/** One named declaration: an interface for an object with properties, else a type alias. */
function declaration(name, schema, where) {
  const head = comment(schema.description, "");
  const isInterface = schema.type === "object" && schema.properties && !schema.anyOf;
  if (isInterface) {
    if (schema.additionalProperties && schema.additionalProperties !== true) fail(where, "properties and a schema of additionalProperties together");
    return `${head}export interface ${name} {\n${members(schema, where, "  ")}}\n`;
  }
  return `${head}export type ${name} = ${typeOf(schema, where, "")};\n`;
}

export function generate(game) {
  const path = join(games, game, "view.schema.json");
  const schema = JSON.parse(readFileSync(path, "utf8"));
  if (!schema.title) fail(path, "the schema needs a title (the view type's name)");
  const parts = [declaration(schema.title, schema, path)];
  for (const [name, def] of Object.entries(schema.$defs ?? {})) parts.push(declaration(name, def, `${path}#/$defs/${name}`));
  const header = `// Generated by web/scripts/view_types.mjs from src/tradewinds/games/${game}/view.schema.json:\n// do not edit (change the schema, then npm run build or npm run check).\n`;
  return `${header}\n${parts.join("\n")}`;
}

export function writeAll() {
  mkdirSync(out, { recursive: true });
  for (const game of GAMES) {
    const text = generate(game);
    const file = join(out, `${game}.ts`);
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
