import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "../web/build/precompress";

/** The API server of `npm start`; the dev server forwards the API to it. */
const API_TARGET = process.env.FORKFUL_API_URL ?? "http://localhost:8080";

/** The staff console lives under /staff on the same origin as the diners' app and the API. */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/staff/",
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5174,
    proxy: { "/data-services": { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (!id.includes("node_modules")) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return "react";
          if (id.includes("react-router")) return "router";
          if (id.includes("@tanstack")) return "query";
          if (/[\\/]zod[\\/]/.test(id)) return "zod";
          // Only the day at a glance (lazy-loaded) draws charts: chart.js stays out of the first load.
          if (/[\\/](chart\.js|@kurkle)[\\/]/.test(id)) return "chart";
          return "vendor";
        },
      },
    },
  },
});
