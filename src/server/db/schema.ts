/**
 * The database schema, one file per area under schema/ (drizzle-kit reads this module; see
 * drizzle.config.ts). Features import tables from here.
 */
export * from "./schema/accounts";
export * from "./schema/calls";
export * from "./schema/meetings";
export * from "./schema/teams";
export * from "./schema/trackers";
