import net from "node:net";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent after DATA, dot-unstuffed. */
  data: string;
}

export interface FakeSmtp {
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on 127.0.0.1 (RFC 5321: EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no
 * auth) that keeps every message, so the app's real nodemailer code sends to it in tests.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fake-smtp ready");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          mail.data = buffer.slice(0, end).replace(/\r\n\.\./g, "\r\n.");
          buffer = buffer.slice(end + 5);
          mails.push(mail);
          mail = { from: "", to: [], data: "" };
          inData = false;
          reply("250 OK queued");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-fake-smtp\r\n250 8BITMIME\r\n");
        else if (verb === "HELO") reply("250 fake-smtp");
        else if (verb === "MAIL") {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          reply("250 OK");
        } else if (verb === "RCPT") {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
          return;
        } else if (verb === "RSET") {
          mail = { from: "", to: [], data: "" };
          reply("250 OK");
        } else reply(verb === "NOOP" ? "250 OK" : "502 Command not implemented");
      }
    });
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** A received message with its quoted-printable body decoded as UTF-8 (headers as sent). */
export function mailText(mail: ReceivedMail): string {
  const joined = mail.data.replace(/=\r\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}
