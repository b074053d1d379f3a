import { mkdir, rename, writeFile } from "node:fs/promises";
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

/** Real SMTP (SMTP_URL). Timeouts stay well inside the outbox lease. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  const { host, port } = new URL(url);
  return {
    description: `SMTP ${host}:${port || "default port"}`,
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
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

export function createMailTransport(options: { smtpUrl?: string; dataDir: string }): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl)
    : fileTransport(path.join(options.dataDir, "mail"));
}
