/** Renders a JSON Schema (from zod's toJSONSchema) as a compact TypeScript-like type, for docs. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

export function schemaToType(schema: JsonSchema): string {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(schemaToType).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return type.map((one) => schemaToType({ ...schema, type: one })).join(' | ');
  switch (type[0]) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return schema.items ? `${wrap(schemaToType(schema.items))}[]` : 'unknown[]';
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) {
        const values = schema.additionalProperties;
        return typeof values === 'object' ? `Record<string, ${schemaToType(values)}>` : '{}';
      }
      const required = new Set(schema.required ?? []);
      const fields = properties.map(
        ([key, value]) => `${key}${required.has(key) ? '' : '?'}: ${schemaToType(value)}`,
      );
      return `{ ${fields.join('; ')} }`;
    }
    default:
      return 'unknown';
  }
}

const wrap = (type: string) => (type.includes(' | ') ? `(${type})` : type);
