import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  /** With createdAt, names the .eml file: a retried message overwrites, never duplicates. */
  id: string;
  createdAt: Date;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string> | null;
  messageId: string;
}

export interface MailTransport {
  readonly description: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

// Visitor addresses go to nodemailer as address objects: a string would be run through
// its address parser, which reads "a,b@x" as two recipients and "<b>x</b>@y" as "b".
// The From line is the operator's MAIL_FROM ("Name <address>"), parsed as configured.
const addressObject = (address: string) => ({ name: "", address });

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: addressObject(message.to),
    replyTo: message.replyTo ? addressObject(message.replyTo) : undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers ?? undefined,
    messageId: message.messageId,
  };
}

/**
 * SMTP timeouts, set on purpose. Connecting and the greeting fail fast (nothing was sent
 * yet, so a retry is safe). A silent socket is given the 10 minutes RFC 5321 §4.5.3.2.6
 * asks a client to wait for the answer to the end of DATA: a slow relay that is still
 * accepting the message must not be mistaken for a failed one (the old 60 s made a slow
 * relay receive the same message again on every retry). The outbox lease is longer than
 * all three together, so no other worker takes over a delivery still in progress.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 10 * 60_000,
};

/**
 * A delivery whose outcome is unknown: the socket went silent after the message may have
 * been handed over, so the relay may have accepted it. Not a plain failure: the outbox
 * retries it only after its lease (see worker.ts), and it may then arrive twice (the
 * at-least-once edge; the Message-ID is the same both times).
 */
export class DeliveryUnknownError extends Error {
  constructor(cause: unknown) {
    super("SMTP socket timed out: the relay may have accepted the message", { cause });
    this.name = "DeliveryUnknownError";
  }
}

function isSocketTimeout(error: unknown): boolean {
  const e = error as { code?: unknown; timeoutType?: unknown };
  return e?.code === "ETIMEDOUT" && e.timeoutType === "SOCKET_TIMEOUT";
}

/** Real SMTP (SMTP_URL). */
export function smtpTransport(url: string, timeouts = SMTP_TIMEOUTS): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...timeouts });
  const { host, port } = new URL(url);
  return {
    description: `SMTP ${host}:${port || "default port"}`,
    async send(message) {
      try {
        await transporter.sendMail(toNodemailer(message));
      } catch (error) {
        throw isSocketTimeout(error) ? new DeliveryUnknownError(error) : error;
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL the messages are built exactly as for SMTP and written as .eml files,
 * which any mail program opens: the embedded set-up loses nothing and needs no server.
 */
export function fileTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });
  return {
    description: `.eml files in ${dir}`,
    async send(message) {
      const info = await builder.sendMail(toNodemailer(message));
      await mkdir(dir, { recursive: true });
      const stamp = message.createdAt.toISOString().replace(/[-:]/g, "").replace(/\..*$/, "");
      const file = path.join(dir, `${stamp}-${message.id}.eml`);
      // Write then rename: a reader never sees half a message.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
    },
    close: () => builder.close(),
  };
}

/**
 * A PGlite server is the only process writing DATA_DIR/mail: a `*.eml.partial` there at
 * start-up was cut off by a crash. Its outbox row never became `sent`, so the message is
 * delivered again in full; the fragment is deleted.
 */
export async function removePartialMail(dataDir: string): Promise<number> {
  const dir = path.join(dataDir, "mail");
  const files = await readdir(dir).catch(() => [] as string[]);
  const partial = files.filter((f) => f.endsWith(".eml.partial"));
  await Promise.all(partial.map((f) => rm(path.join(dir, f), { force: true })));
  return partial.length;
}

export function createMailTransport(options: { smtpUrl?: string; dataDir: string }): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl)
    : fileTransport(path.join(options.dataDir, "mail"));
}
