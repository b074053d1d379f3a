import { data, type RouterContextProvider } from "react-router";
import { authorizeSignedIn } from "./access.server.ts";
import { ImageRefused, storeImage } from "#server/content/images.server.ts";
import { MAX_UPLOAD_BODY_BYTES } from "#server/content/image-limits.ts";

const tooLarge = () => new ImageRefused(413, "The file is larger than 5 MB.");

/**
 * The body, read no further than the bound: the server has refused a longer declared
 * length already (server/request-limits.ts); this holds when the length lies or is absent.
 */
async function readBounded(request: Request, max: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > max) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function readUpload(request: Request): Promise<{ file: Buffer; alt: unknown }> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    throw new ImageRefused(400, "Send the picture as multipart/form-data (fields file and alt).");
  }
  const body = await readBounded(request, MAX_UPLOAD_BODY_BYTES);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { "content-type": type },
    }).formData();
  } catch {
    throw new ImageRefused(400, "The form could not be read. Choose the picture again.");
  }
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new ImageRefused(400, "Choose a picture to upload.");
  return { file: Buffer.from(await file.arrayBuffer()), alt: form.get("alt") };
}

/**
 * The action of POST /staff/api/images (routes/api.images.ts) (multipart: `file`, `alt`): a picture for a content entry. JSON
 * back: `{ src, width, height, alt }` (201, or 200 when the same file was stored before),
 * or `{ error }` with 400, 413, 415 or 422 and nothing stored.
 */
export async function uploadImage(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { console: ctx, session } = authorizeSignedIn(args);
  try {
    const upload = await readUpload(args.request);
    const stored = await storeImage(ctx.db, {
      bytes: upload.file,
      alt: upload.alt,
      actor: { id: session.account.id, email: session.account.email },
    });
    const { src, width, height, alt } = stored;
    return data({ src, width, height, alt }, { status: stored.created ? 201 : 200 });
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    // A refusal is the answer, not a fault: nothing is logged but the request line; but a
    // full picture store is the operator's to act on (docs/operations.md).
    if (error.status === 507) ctx.logger.warn("picture storage full: an upload was refused");
    return data({ error: error.message }, { status: error.status });
  }
}
