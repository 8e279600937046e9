import autocannon from 'autocannon';

/** The headers of every GraphQL POST of the benchmarks (the CSRF header the API requires). */
export const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'x-graphql-csrf': '1' };

let clients = 0;
/**
 * A new client address (10.x.y.z) on every call, for X-Forwarded-For: each request comes from a
 * visitor of its own, as applications do, so the per-client rate limits are counted (a hit per
 * request, as the site's own server makes it) but never reached.
 */
const nextClientAddress = (): string => {
  const n = clients++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** LoadOptions' `headers` for a new client per request (nextClientAddress in X-Forwarded-For). */
export const newClientHeaders = (): Record<string, string> => ({
  'x-forwarded-for': nextClientAddress(),
});

/** What each benchmark run is given: where, how many connections, how long, what to send. */
export interface LoadOptions {
  /** The GraphQL endpoint. */
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  /** The body of each request (JSON text), called per request. */
  body: () => string;
  /** Headers added to GRAPHQL_HEADERS per request (e.g. a client address for X-Forwarded-For). */
  headers?: () => Record<string, string>;
}

function post(options: LoadOptions, onResponse: (status: number, body: string) => void) {
  const { url, connections, duration, body, headers } = options;
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        headers: GRAPHQL_HEADERS,
        setupRequest: (req) => ({
          ...req,
          body: body(),
          ...(headers ? { headers: { ...GRAPHQL_HEADERS, ...headers() } } : {}),
        }),
        onResponse,
      },
    ],
  });
}

/**
 * autocannon POSTs for `duration` s: requests/s (average), requests answered, p50 and p99
 * latency (ms), and failures (answers that were not a 200 without GraphQL errors, plus socket
 * errors and timeouts).
 */
export async function measureLoad(
  options: LoadOptions,
): Promise<{ rps: number; requests: number; p50: number; p99: number; failures: number }> {
  let failures = 0;
  const result = await post(options, (status, responseBody) => {
    if (status !== 200 || responseBody.includes('"errors"')) failures++;
  });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: failures + result.errors + result.timeouts,
  };
}

/**
 * applyCTC under load (`body` an applyCTC request): the receipt numbers the server acknowledged
 * (a 200 without errors carrying one), the answers read, those without a receipt, and
 * autocannon's result. The promise starts the load at once: a caller may kill a server while it
 * runs.
 */
export async function applyUnderLoad(options: LoadOptions): Promise<{
  receipts: Set<string>;
  answered: number;
  refused: number;
  result: Awaited<ReturnType<typeof autocannon>>;
}> {
  const receipts = new Set<string>();
  let answered = 0;
  let refused = 0;
  const result = await post(options, (status, responseBody) => {
    answered++;
    try {
      const json = JSON.parse(responseBody) as {
        data?: { applyCTC?: { receiptNumber?: string } } | null;
        errors?: unknown[];
      };
      const receipt = json.data?.applyCTC?.receiptNumber;
      if (status === 200 && !json.errors && receipt) receipts.add(receipt);
      else refused++;
    } catch {
      refused++;
    }
  });
  return { receipts, answered, refused, result };
}
