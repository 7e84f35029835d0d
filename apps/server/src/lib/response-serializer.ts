import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = z.ZodType | { properties: z.ZodType };
type JsonSchema = Record<string, unknown>;

/** Zod kinds whose JSON output a JSON Schema describes exactly, given a value the zod schema accepts. */
const FAITHFUL_KINDS = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'enum',
  'literal',
  'array',
  'object',
  'optional',
  'nullable',
  'union',
  'record',
  'unknown',
  'any',
  'default',
  'readonly',
  'nonoptional',
]);

function resolveSchema(schema: RouteSchema): z.ZodType {
  return schema instanceof z.ZodType ? schema : schema.properties;
}

/**
 * Whether every part of a zod schema serializes the same through its JSON Schema. Transforms, pipes, codecs,
 * dates, tuples, intersections, lazy and custom types stay with zod: their JSON is not the value handed in.
 */
function isFaithful(schema: z.core.$ZodType, seen = new Set<z.core.$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (!FAITHFUL_KINDS.has(def.type)) return false;
  const children: z.core.$ZodType[] = [];
  if (def.type === 'object') {
    children.push(...Object.values(def.shape as Record<string, z.core.$ZodType>));
    if (def.catchall) children.push(def.catchall as z.core.$ZodType);
  } else if (def.type === 'array') {
    children.push(def.element as z.core.$ZodType);
  } else if (def.type === 'union') {
    children.push(...(def.options as z.core.$ZodType[]));
  } else if (def.type === 'record') {
    children.push(def.keyType as z.core.$ZodType, def.valueType as z.core.$ZodType);
  } else if (def.innerType) {
    children.push(def.innerType as z.core.$ZodType);
  }
  return children.every((child) => isFaithful(child, seen));
}

const SCALAR_TYPES = ['string', 'number', 'integer', 'boolean', 'null'];

const isScalar = (schema: JsonSchema): boolean =>
  (schema.type === undefined || SCALAR_TYPES.includes(schema.type as string)) &&
  schema.properties === undefined &&
  schema.items === undefined;

/**
 * Shapes the generated JSON Schema for fast-json-stringify without changing what it writes:
 * - `integer` becomes `number`, so a value is written as is, never truncated;
 * - `additionalProperties: false` goes (fast-json-stringify leaves unknown keys out anyway, as zod does);
 * - a nullable schema becomes `nullable: true` (checked with `=== null`, no validator at run time);
 * - a union of scalars is written by JSON.stringify (each branch writes its value the same way).
 * Returns null for a shape it cannot keep faithful (a union of objects, a reference).
 */
function shape(schema: unknown): unknown {
  if (Array.isArray(schema) || schema === null || typeof schema !== 'object') return schema;
  const source = schema as JsonSchema;
  if (source.$ref !== undefined || source.allOf !== undefined || source.oneOf !== undefined) return null;
  if (source.prefixItems !== undefined || Array.isArray(source.items)) return null;
  let result: JsonSchema = { ...source };
  delete result.$schema;
  delete result.id;
  delete result.$id;
  if (result.additionalProperties === false) delete result.additionalProperties;
  if (Array.isArray(result.type)) {
    const types = (result.type as string[]).filter((type) => type !== 'null');
    if (types.length === 1 && types.length < result.type.length) {
      result.type = types[0];
      result.nullable = true;
    } else if (result.type.every((type) => SCALAR_TYPES.includes(type))) {
      delete result.type;
    } else {
      return null;
    }
  }
  if (result.type === 'integer') result.type = 'number';

  if (result.anyOf !== undefined) {
    const branches = (result.anyOf as unknown[]).map(shape);
    if (branches.some((branch) => branch === null)) return null;
    const typed = branches as JsonSchema[];
    const others = typed.filter((branch) => branch.type !== 'null');
    const { anyOf: _anyOf, ...rest } = result;
    if (others.length === 1 && typed.length === 2) {
      result = { ...rest, ...others[0], nullable: true };
    } else if (typed.every(isScalar)) {
      // Empty schema: fast-json-stringify writes the value with JSON.stringify.
      result = { ...rest };
      delete result.type;
    } else {
      return null;
    }
    return result;
  }

  for (const key of ['properties', 'patternProperties'] as const) {
    if (result[key] !== undefined) {
      const properties: JsonSchema = {};
      for (const [name, child] of Object.entries(result[key] as JsonSchema)) {
        const shaped = shape(child);
        if (shaped === null) return null;
        properties[name] = shaped;
      }
      result[key] = properties;
    }
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    if (result[key] !== undefined && typeof result[key] === 'object') {
      const shaped = shape(result[key]);
      if (shaped === null) return null;
      result[key] = shaped;
    }
  }
  // Key names do not change what is written; a default would fill in what zod refuses to encode.
  delete result.propertyNames;
  delete result.default;
  return result;
}

/** The JSON Schema fast-json-stringify writes this zod schema's answers from, or null when zod must stay. */
export function serializationSchema(schema: z.ZodType): JsonSchema | null {
  if (!isFaithful(schema)) return null;
  let generated: JsonSchema;
  try {
    generated = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
      // An empty registry: no schema id turns into a $ref.
      metadata: z.registry<z.core.JSONSchemaMeta>(),
    }) as JsonSchema;
  } catch {
    return null;
  }
  return shape(generated) as JsonSchema | null;
}

export class ResponseMismatchError extends Error {
  constructor(method: string, url: string, expected: string, actual: string) {
    super(
      `${method} ${url}: fast-json-stringify wrote ${actual.slice(0, 500)} where zod wrote ${expected.slice(0, 500)}`,
    );
  }
}

export type ResponseSerializerMode = 'fast' | 'zod' | 'verify';

/**
 * Answers written by fast-json-stringify from a JSON Schema generated out of each route's zod response schema,
 * instead of encoding every answer with zod at run time. A schema whose JSON output cannot be described
 * faithfully keeps zod's serializer, so nothing a client reads is lost. 'zod' keeps zod everywhere (the
 * previous behaviour); 'verify' writes with both and throws when the two answers differ in content.
 */
export function createResponseSerializerCompiler(
  mode: ResponseSerializerMode = 'fast',
): FastifySerializerCompiler<RouteSchema> {
  return (route) => {
    const { method, url } = route;
    const zodSerialize = zodSerializerCompiler(route);
    const jsonSchema = mode === 'zod' ? null : serializationSchema(resolveSchema(route.schema));
    if (!jsonSchema) return zodSerialize;
    const fastSerialize = fastJson(jsonSchema);
    if (mode === 'fast') return fastSerialize;
    return (data) => {
      const expected = zodSerialize(data);
      const actual = fastSerialize(data);
      if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        throw new ResponseMismatchError(method, url, expected, actual);
      }
      return actual;
    };
  };
}
