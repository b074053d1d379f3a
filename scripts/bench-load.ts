import autocannon from "autocannon";

/** One autocannon run's figures, as bench:http and bench:analytics print them. */
export interface LoadFigures {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Loads `url` for `seconds` with gzip accepted, as a browser asks for a page; `options`
 * adds autocannon's own (a method, bodies, a rate). Shared by bench:http and the ingestion
 * mode of bench:analytics so "a page's throughput" means the same in both.
 */
export async function measure(
  url: string,
  seconds: number,
  connections: number,
  options: Partial<autocannon.Options> = {},
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...options,
    headers: { "accept-encoding": "gzip", ...options.headers },
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
