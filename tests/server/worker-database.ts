/** The name of worker N's copy of the PostgreSQL test database (global-setup.ts makes them). */
export const workerDatabaseName = (template: string, worker: number) => `${template}_w${worker}`;

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** This test worker's own copy of the PostgreSQL test database. */
export function workerDatabaseUrl(url: string): string {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return withDatabase(url, workerDatabaseName(new URL(url).pathname.slice(1), worker));
}
