/** The part of autocannon's programmatic API the HTTP bench uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    type Request = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    };
    type Context = Record<string, unknown>;
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      requests?: {
        setupRequest?: (request: Request, context: Context) => Request;
        onResponse?: (status: number, body: string, context: Context) => void;
      }[];
    };
    type Histogram = { average: number; p50: number; p90: number; p99: number; max: number; total: number };
    type Result = {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    };
  }
  function autocannon(
    options: autocannon.Options,
    done: (err: Error | null, result: autocannon.Result) => void,
  ): unknown;
  export default autocannon;
}
