import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@/lib/graphql/operations';

const schema = buildSchema(readFileSync('lib/server/schema.graphql', 'utf8'));

describe('operation documents match the server schema', () => {
  it.each(Object.entries(OPERATIONS))('%s is valid', (name, document) => {
    const doc = parse(document);
    expect(validate(schema, doc)).toEqual([]);
    const op = doc.definitions[0] as OperationDefinitionNode;
    expect(op.name?.value).toBe(name);
  });

  it('every query and mutation of the schema has a document', () => {
    const fields = [
      ...Object.keys(schema.getQueryType()!.getFields()),
      ...Object.keys(schema.getMutationType()!.getFields()),
    ];
    expect(Object.keys(OPERATIONS).sort()).toEqual(fields.sort());
  });
});
