// Minimal types of the autocannon API the benchmarks use (scripts/lib/load.ts; the package ships none).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    /** For `requests`: the requests completed in the run. */
    total: number;
  }
  interface RequestSpec {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec) => RequestSpec;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: RequestSpec[];
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
    timeouts: number;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
