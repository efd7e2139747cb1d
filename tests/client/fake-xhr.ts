import { vi } from "vitest";

type Listener = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/**
 * Test double for XMLHttpRequest (jsdom's would try a real request). Each request records what was
 * sent; the test then plays the server: progress events, an answer, or a network failure.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = "";
  url = "";
  withCredentials = false;
  body: unknown = null;
  headers: Record<string, string> = {};
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown, statusText = ""): void {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload?.();
  }

  failNetwork(): void {
    this.onerror?.();
  }
}

/** Installs FakeXhr as the global XMLHttpRequest; undo with vi.unstubAllGlobals(). */
export function stubXhr(): typeof FakeXhr {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return FakeXhr;
}

/** The request a test expects to have been sent, failing loudly when there is none. */
export function lastXhr(): FakeXhr {
  const request = FakeXhr.sent.at(-1);
  if (!request) throw new Error("No XMLHttpRequest was sent");
  return request;
}
