/**
 * The UTM part of a page's query (`?utm_source=…&utm_campaign=…`, or ""), for a form that
 * posts to another address: without JavaScript the campaign reaches the server only in
 * the address the form posts to.
 */
export function utmQueryOf(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (/^utm_(source|medium|campaign|content|term)$/.test(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}
