import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The Stripe-Signature header Stripe would send for `payload`, computed by hand from Stripe's documented
 * scheme (not by the SDK the app verifies with), so a test checks the SDK against the spec.
 */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex")}`;
}

/**
 * A request the fake received: method, path, form fields (bracketed keys kept flat, as the SDK's
 * form encoding writes them) and headers (Stripe-Version, Idempotency-Key…).
 */
export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

type FakeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  created: number;
  metadata: Record<string, string>;
  items: { data: { id: string; price: { id: string }; quantity: number }[] };
};

/**
 * A stand-in for the part of Stripe's REST API that billing uses, listening on 127.0.0.1, so the real
 * adapter's HTTP code runs in tests. It keeps customers, checkout sessions and subscriptions in memory.
 */
export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  subscriptions: Map<string, FakeSubscription>;
  /** Pays for a checkout session: creates its subscription and answers the checkout.session.completed object. */
  completeCheckout(sessionId: string): Record<string, unknown>;
  /** Changes a subscription's status or price and answers the subscription object Stripe would send. */
  updateSubscription(id: string, change: Partial<{ status: string; priceId: string }>): FakeSubscription;
  /**
   * The next answers: a Stripe error with this status, for every request or only the next `times`
   * (a transient failure the SDK's retries should ride out).
   */
  failWith(status: number | null, times?: number): void;
  close(): Promise<void>;
}

export async function startFakeStripe({ secretKey, prices }: { secretKey: string; prices: string[] }): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, { id: string; email: string }>();
  const sessions = new Map<string, { id: string; customer: string; price: string; metadata: Record<string, string>; clientReferenceId: string }>();
  const subscriptions = new Map<string, FakeSubscription>();
  let counter = 0;
  let failure: { status: number; left: number } | null = null;
  const nextId = (prefix: string) => `${prefix}_${++counter}`;
  const now = () => Math.floor(Date.now() / 1000) + counter;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      requests.push({ method: req.method ?? "GET", path: url.pathname + url.search, form, headers: req.headers });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, message: string) => send(status, { error: { type: "invalid_request_error", message } });
      if (req.headers.authorization !== `Bearer ${secretKey}`) return error(401, "Invalid API Key provided");
      if (failure && failure.left > 0) {
        failure.left -= 1;
        return error(failure.status, "Something went wrong on Stripe's side");
      }

      const metadata = (prefix: string) =>
        Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith(`${prefix}[`))
            .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
        );
      const subscriptionPath = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);

      if (req.method === "POST" && url.pathname === "/v1/customers") {
        const customer = { id: nextId("cus"), email: form.email ?? "" };
        customers.set(customer.id, customer);
        return send(200, { ...customer, object: "customer" });
      }
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const price = form["line_items[0][price]"] ?? "";
        if (!prices.includes(price)) return error(400, `No such price: '${price}'`);
        if (!customers.has(form.customer ?? "")) return error(400, `No such customer: '${form.customer}'`);
        const session = {
          id: nextId("cs_test"),
          customer: form.customer!,
          price,
          metadata: metadata("metadata"),
          clientReferenceId: form.client_reference_id ?? "",
        };
        sessions.set(session.id, session);
        return send(200, { id: session.id, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${session.id}` });
      }
      if (req.method === "GET" && url.pathname === "/v1/subscriptions") {
        const customer = url.searchParams.get("customer");
        return send(200, { object: "list", data: [...subscriptions.values()].filter((s) => s.customer === customer) });
      }
      if (subscriptionPath) {
        const subscription = subscriptions.get(decodeURIComponent(subscriptionPath[1]!));
        if (!subscription) return error(404, "No such subscription");
        if (req.method === "POST") {
          const item = subscription.items.data[0]!;
          if (form["items[0][id]"] !== item.id) return error(400, "Unknown subscription item");
          item.price = { id: form["items[0][price]"] ?? item.price.id };
          if (form["items[0][quantity]"] !== undefined) item.quantity = Number(form["items[0][quantity]"]);
        }
        return send(200, subscription);
      }
      return error(404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const subscription: FakeSubscription = {
        id: nextId("sub"),
        object: "subscription",
        customer: session.customer,
        status: "active",
        created: now(),
        metadata: { user_id: session.clientReferenceId },
        items: { data: [{ id: nextId("si"), price: { id: session.price }, quantity: 1 }] },
      };
      subscriptions.set(subscription.id, subscription);
      return {
        id: session.id,
        object: "checkout.session",
        mode: "subscription",
        status: "complete",
        client_reference_id: session.clientReferenceId,
        customer: session.customer,
        subscription: subscription.id,
        metadata: session.metadata,
      };
    },
    updateSubscription(id, change) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      if (change.status) subscription.status = change.status;
      if (change.priceId) subscription.items.data[0]!.price = { id: change.priceId };
      return structuredClone(subscription);
    },
    failWith(status, times = Infinity) {
      failure = status === null ? null : { status, left: times };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
