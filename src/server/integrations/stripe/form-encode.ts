/** A value Stripe's form encoding can carry: nested objects and arrays become bracketed keys. */
export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/**
 * Stripe's request bodies are application/x-www-form-urlencoded with bracketed keys:
 * `{ line_items: [{ price: "p", quantity: 1 }] }` → `line_items[0][price]=p&line_items[0][quantity]=1`.
 * Undefined and null values are left out.
 */
export function formEncode(body: Record<string, FormValue>): string {
  const params = new URLSearchParams();
  const add = (key: string, value: FormValue) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => add(`${key}[${index}]`, item));
    } else if (typeof value === "object") {
      for (const [child, childValue] of Object.entries(value)) add(`${key}[${child}]`, childValue);
    } else {
      params.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(body)) add(key, value);
  return params.toString();
}
