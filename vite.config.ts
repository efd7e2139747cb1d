import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  "@shared": here("./src/shared"),
  "@client": here("./src/client"),
  "@server": here("./src/server"),
  "@tests": here("./tests"),
};

export default defineConfig({
  root: here("./src/client"),
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  build: {
    outDir: here("./dist/client"),
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle.bench.ts reads it to add up what the landing screen loads.
    manifest: true,
    rolldownOptions: {
      // Feature modules only declare things (no import-time effects), so a module nothing uses can be left out
      // even when a feature's index.ts re-exports it: a screen then loads only the parts of other features it
      // uses, not everything their public module offers (lint keeps `import "./x"` out of features).
      treeshake: { moduleSideEffects: (id: string) => !id.includes("/src/client/features/") },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
