/**
 * The browser's side of the JSON API. Every call resolves to a plain result: the caller
 * decides what the visitor sees, and a network error is never mistaken for success.
 */
export type ApiResult =
  | { ok: true; status: number; body: unknown }
  | { ok: false; status: number; errors: Record<string, string>; message?: string };

export async function postJson(
  path: string,
  payload: unknown,
  /** The attempt's Idempotency-Key: a retry with it stores nothing twice. */
  idempotencyKey?: string,
): Promise<ApiResult> {
  let response: Response;
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json",
  };
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  try {
    response = await fetch(path, {
      method: "POST",
      headers,
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, status: 0, errors: {} };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.ok) return { ok: true, status: response.status, body };
  const record = (body ?? {}) as { errors?: Record<string, string>; message?: string };
  return {
    ok: false,
    status: response.status,
    errors: record.errors ?? {},
    message: record.message,
  };
}
