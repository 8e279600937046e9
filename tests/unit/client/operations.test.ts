import { readFileSync } from 'node:fs';
import {
  buildSchema,
  parse,
  validate,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '@/lib/graphql/generated/graphql';

const schema = buildSchema(readFileSync('lib/server/graphql/schema.graphql', 'utf8'));

/**
 * The TypedDocumentStrings codegen made of lib/graphql/operations.graphql (client preset), each
 * parsed here as the server parses the text the browser sends.
 */
const documents = Object.entries(generated)
  .filter(([name]) => name.endsWith('Document'))
  .map(([name, text]): [string, DocumentNode] => [name, parse(String(text))]);
const operationOf = (doc: DocumentNode) => doc.definitions[0] as OperationDefinitionNode;

describe('the typed operation documents match the server schema', () => {
  it.each(documents)('%s is valid and named after its field', (name, doc) => {
    expect(validate(schema, doc)).toEqual([]);
    expect(doc.definitions, 'one operation, no fragments').toHaveLength(1);
    const op = operationOf(doc);
    expect(op.name?.value.toLowerCase()).toBe(name.replace(/Document$/, '').toLowerCase());
    expect(op.selectionSet.selections).toHaveLength(1);
  });

  it('every query and mutation of the schema has one document, of its type', () => {
    const query = Object.keys(schema.getQueryType()!.getFields());
    const mutation = Object.keys(schema.getMutationType()!.getFields());
    const byName = new Map(documents.map(([, doc]) => [operationOf(doc).name?.value, doc]));
    expect([...byName.keys()].sort()).toEqual([...query, ...mutation].sort());
    for (const name of query) expect(operationOf(byName.get(name)!).operation).toBe('query');
    for (const name of mutation) expect(operationOf(byName.get(name)!).operation).toBe('mutation');
  });
});
