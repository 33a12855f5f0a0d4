/** How the page's early requests (`earlyApiRequests`) are matched to the API client's calls. */
/** One spelling per request: the path with its parameters sorted (the client and the server may order them differently). */
export function requestKey(url: string, base: string): string {
  const parsed = new URL(url, base);
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}
