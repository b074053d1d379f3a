import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";

/**
 * A real webhook receiver for the tests. Every request is checked with the `standardwebhooks`
 * package (the specification's reference implementation, not our code) against each of
 * `secrets`; what it answers is up to `answer`.
 */
export interface ReceivedRequest {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** For each of the receiver's secrets at the time: did the reference library accept it? */
  verified: boolean[];
  answered: number | "hung";
}

export type Answer = number | "hang" | { redirect: string };

export interface Receiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  secrets: string[];
  answer: (request: ReceivedRequest, index: number) => Answer;
  /** Requests answered 2xx, by webhook-id. */
  accepted(): Map<string, ReceivedRequest[]>;
  /** Stops listening and cuts hung requests. */
  close(): Promise<void>;
  /** Listens again on the same port (after close). */
  reopen(): Promise<void>;
}

export interface Tls {
  key: Buffer;
  cert: Buffer;
  certFile: string;
}

/** A self-signed certificate for localhost and 127.0.0.1 (NODE_EXTRA_CA_CERTS=certFile). */
export function selfSignedCert(): Tls {
  const dir = mkdtempSync(path.join(os.tmpdir(), "nkabom-tls-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1",
    ],
    { stdio: "pipe" },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

export async function startReceiver(
  options: { tls?: Tls; host?: string; port?: number } = {},
): Promise<Receiver> {
  const host = options.host ?? "127.0.0.1";
  const sockets = new Set<import("node:net").Socket>();
  const receiver: Receiver = {
    url: "",
    port: options.port ?? 0,
    requests: [],
    secrets: [],
    answer: () => 204,
    accepted() {
      const map = new Map<string, ReceivedRequest[]>();
      for (const r of receiver.requests) {
        if (typeof r.answered === "number" && r.answered >= 200 && r.answered < 300) {
          map.set(r.id, [...(map.get(r.id) ?? []), r]);
        }
      }
      return map;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
    reopen: () => listen(),
  };

  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = {
        "webhook-id": String(req.headers["webhook-id"] ?? ""),
        "webhook-timestamp": String(req.headers["webhook-timestamp"] ?? ""),
        "webhook-signature": String(req.headers["webhook-signature"] ?? ""),
      };
      const verified = receiver.secrets.map((secret) => {
        try {
          new Webhook(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      const request: ReceivedRequest = {
        id: headers["webhook-id"],
        timestamp: headers["webhook-timestamp"],
        signature: headers["webhook-signature"],
        body,
        verified,
        answered: "hung",
      };
      receiver.requests.push(request);
      const answer = receiver.answer(request, receiver.requests.length - 1);
      if (answer === "hang") return;
      if (typeof answer === "object") {
        request.answered = 302;
        res.writeHead(302, { location: answer.redirect }).end();
        return;
      }
      request.answered = answer;
      res.writeHead(answer).end();
    });
  };
  const server = options.tls
    ? https.createServer({ key: options.tls.key, cert: options.tls.cert }, handler)
    : http.createServer(handler);
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  // The TLS server reports secure connections separately.
  server.on("secureConnection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });

  function listen() {
    return new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(receiver.port, host, () => {
        server.off("error", reject);
        receiver.port = (server.address() as import("node:net").AddressInfo).port;
        const shown = host.includes(":") ? `[${host}]` : host;
        receiver.url = `${options.tls ? "https" : "http"}://${shown}:${receiver.port}/hooks/t0ken-in-path`;
        resolve();
      });
    });
  }
  await listen();
  return receiver;
}
