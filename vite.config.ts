import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  "@shared": here("./src/shared"),
  "@client": here("./src/client"),
  "@server": here("./src/server"),
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
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
