/**
 * Request bodies whose GraphQL document does not parse (seen answering 500 from the built
 * server): a missing argument value, an empty document, a comment-only document and 30,000
 * opening braces. Each must answer 400 with extensions.code GRAPHQL_PARSE_FAILED.
 */
export const SYNTAX_ERROR_BODIES: Record<string, string> = {
  'missing argument value': JSON.stringify({ query: 'query { getSettingLambda(siteName: ) }' }),
  'empty query': JSON.stringify({ query: '' }),
  'comment-only query': JSON.stringify({ query: '# nothing but a comment' }),
  '30k braces': JSON.stringify({ query: '{'.repeat(30_000) }),
};
