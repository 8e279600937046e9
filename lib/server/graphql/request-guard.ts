import type { Plugin } from 'graphql-yoga';

/** The header every GraphQL request must carry (CSRF prevention); any non-empty value. */
export const CSRF_HEADER = 'x-graphql-csrf';

export interface RequestGuardOptions {
  /** Largest accepted request body in bytes. */
  maxBodyBytes: number;
  /** Development: GET of GraphiQL allowed. */
  dev: boolean;
  graphqlEndpoint: string;
}

function reject(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/**
 * Transport rules of /api/graphql, checked before parsing: POST with a JSON body only (415),
 * a Content-Length no larger than maxBodyBytes (411, 413), and the CSRF header (403). In
 * development a browser GET renders GraphiQL; any other GET is 405.
 */
export function requestGuardPlugin(options: RequestGuardOptions): Plugin {
  return {
    onRequest({ request, url, endResponse }) {
      if (
        url.pathname !== options.graphqlEndpoint &&
        url.pathname !== `${options.graphqlEndpoint}/`
      )
        return;
      if (request.method === 'GET') {
        const wantsHtml = request.headers.get('accept')?.includes('text/html') ?? false;
        if (options.dev && wantsHtml) return;
        endResponse(reject(405, 'METHOD_NOT_ALLOWED', 'Only POST with a JSON body is accepted.'));
        return;
      }
      if (request.method !== 'POST') {
        endResponse(reject(405, 'METHOD_NOT_ALLOWED', 'Only POST with a JSON body is accepted.'));
        return;
      }
      const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (contentType !== 'application/json') {
        endResponse(
          reject(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json.'),
        );
        return;
      }
      const lengthHeader = request.headers.get('content-length');
      if (lengthHeader === null) {
        endResponse(reject(411, 'LENGTH_REQUIRED', 'Content-Length is required.'));
        return;
      }
      const length = Number(lengthHeader);
      if (!Number.isFinite(length) || length > options.maxBodyBytes) {
        endResponse(
          reject(
            413,
            'PAYLOAD_TOO_LARGE',
            `The request body is larger than ${options.maxBodyBytes} bytes.`,
          ),
        );
        return;
      }
      if (!request.headers.get(CSRF_HEADER)) {
        endResponse(reject(403, 'CSRF_HEADER_MISSING', `The ${CSRF_HEADER} header is required.`));
      }
    },
  };
}
