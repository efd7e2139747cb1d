import { PGlite } from "@electric-sql/pglite";
import { wrapPglite } from "./src/server/db/open";
let t = Date.now();
const d = wrapPglite(await PGlite.create()); await d.migrate();
console.log("create+migrate", Date.now() - t); t = Date.now();
const dump = await d.pglite!.dumpDataDir("none");
console.log("dump", Date.now() - t); t = Date.now();
const tpl = await PGlite.create({ loadDataDir: dump });
console.log("load", Date.now() - t); t = Date.now();
for (let i = 0; i < 3; i++) { const c = await tpl.clone(); console.log("clone", Date.now() - t); t = Date.now(); await c.close(); }
