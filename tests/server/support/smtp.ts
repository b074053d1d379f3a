import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** DATA commands seen, accepted or not. */
  attempts: number;
  /** Answer the next n messages with a temporary failure (451). */
  rejectNext(n: number): void;
  /** Hold every message this long before answering (a slow server). */
  delayMs: number;
  close(): Promise<void>;
}

/** A real SMTP server in the test process, on a loopback port. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  let toReject = 0;
  const state: Omit<TestSmtpServer, "url" | "close"> = {
    received: [],
    attempts: 0,
    rejectNext: (n) => {
      toReject = n;
    },
    delayMs: 0,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        state.attempts++;
        const answer = () => {
          if (toReject > 0) {
            toReject--;
            const error = new Error("Mailbox busy, try again later") as Error & {
              responseCode: number;
            };
            error.responseCode = 451;
            return callback(error);
          }
          state.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        };
        if (state.delayMs > 0) setTimeout(answer, state.delayMs);
        else answer();
      });
    },
  });
  // A client that dies mid-message (a killed app instance) resets its connection; a real
  // mail server notes that and carries on, and so does this one instead of crashing the run.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The decoded body of the first MIME part of this type (enough for our own messages). */
export function mimePart(raw: string, type: "text/plain" | "text/html"): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    const head = part.slice(0, split);
    if (!new RegExp(`^Content-Type: ${type}`, "im").test(head)) continue;
    let body = part.slice(split).replace(/^\r?\n\r?\n/, "");
    body = body.replace(/\r?\n--[^\r\n]*--\s*$/, "");
    const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
    if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
    if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
    return body;
  }
  throw new Error(`no ${type} part in message`);
}

export function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim();
}
