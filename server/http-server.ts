import http from "node:http";
import type { Duplex } from "node:stream";
import type { RequestListener } from "node:http";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";
import { SECURITY_HEADERS } from "./security.ts";

/**
 * Headers of the answers Node writes itself (oversized headers, unparsable requests,
 * timeouts): the security headers of every other answer, with the strictest CSP since the
 * body is plain text.
 */
const ERROR_HEADERS = [
  "Content-Type: text/plain; charset=utf-8",
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
  ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
  "Cache-Control: no-store",
  "Connection: close",
];

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    "Request Header Fields Too Large",
    "The request headers are too large.",
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "The request took too long."],
};

/** Node's parser errors answered like every other answer, then the socket is closed. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  // As Node's own handler: nothing to say to a gone socket, or once a response has begun.
  const inProgress = (socket as Duplex & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (!socket.writable || error.code === "ECONNRESET" || inProgress?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, text] = CLIENT_ERRORS[error.code ?? ""] ?? [
    400,
    "Bad Request",
    "Bad request.",
  ];
  const body = `${text}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n${ERROR_HEADERS.join("\r\n")}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The HTTP server with deliberate limits on slow clients: Node's defaults let a socket
 * take 60 s to send its headers and 300 s for the whole request, so a handful of slow
 * sockets could hold the server for minutes.
 */
export function createHttpServer(app: RequestListener, config: Config): http.Server {
  const server = http.createServer(
    {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      keepAliveTimeout: config.http.keepAliveTimeoutMs,
      // How often the timeouts above are checked (Node's default, 30 s, would let a slow
      // socket outlive a 10 s headers timeout by up to half a minute).
      connectionsCheckingInterval: 1000,
    },
    app,
  );
  server.on("clientError", answerClientError);
  return server;
}

/**
 * Connections the kernel holds for the server to take. Node takes one new connection per
 * turn of its event loop, and a turn lasts a render, so in a burst most wait here. Node's
 * default, 511, overflowed in a burst of 2,000: the kernel dropped handshakes and request
 * bytes, and the clients' retransmissions brought requests in seconds later, some past the
 * headers timeout (408). The kernel caps it at net.core.somaxconn (4096 on current Linux).
 */
const LISTEN_BACKLOG = 2048;

/** Listens, or rejects with a message naming the PORT/HOST that could not be used. */
export function listen(server: http.Server, config: Config, logger: Logger): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const why =
        error.code === "EADDRINUSE"
          ? `PORT ${config.port} is already in use on HOST ${config.host}`
          : error.code === "ENOTFOUND" || error.code === "EAI_AGAIN"
            ? `HOST ${config.host} does not resolve to an address`
            : error.code === "EADDRNOTAVAIL"
              ? `HOST ${config.host} is not an address of this machine`
              : error.code === "EACCES"
                ? `PORT ${config.port} needs privileges this process does not have`
                : `cannot listen on HOST ${config.host} PORT ${config.port} (${error.code ?? error.message})`;
      reject(new Error(why));
    };
    server.once("error", onError);
    server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => {
      server.off("error", onError);
      const port = boundPort(server, config.port);
      logger.info(
        { port, host: config.host, node: process.version },
        `listening on http://localhost:${port}`,
      );
      announcePort(port);
      resolve(port);
    });
  });
}

/** The port a listening server has (the kernel's choice for PORT=0). */
export function boundPort(server: http.Server, configured: number): number {
  const address = server.address();
  return typeof address === "object" && address ? address.port : configured;
}

/**
 * Tells the process that started this one over an IPC channel which port it listens on: a
 * test starts its server with PORT=0 and learns the port here, since a port found free
 * beforehand can be taken by another process before the server binds it. Without such a
 * channel (systemd, a shell), nothing.
 */
export function announcePort(port: number): void {
  process.send?.({ listening: port });
}
