import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";

/** The API server of `npm start`; the dev server forwards the API and media to it. */
const API_TARGET = process.env.FORKFUL_API_URL ?? "http://localhost:8080";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: {
      "/data-services": { target: API_TARGET, changeOrigin: true },
      "/media": { target: API_TARGET, changeOrigin: true },
      // The sandbox card processor's pages (the hosted card form, the pay pages of links and UPI QRs).
      "/sandbox-processor": { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries in their own long-cached chunks; pages are split by their lazy routes.
        manualChunks(id) {
          if (!id.includes("node_modules")) return undefined;
          // The packages themselves, not any path with a react/ folder (zustand/esm/react/shallow.mjs would tie the
          // react chunk to vendor and back: a cycle that leaves React undefined when vendor runs).
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return "react";
          if (id.includes("react-router")) return "router";
          if (id.includes("@tanstack")) return "query";
          if (/[\\/]zod[\\/]/.test(id)) return "zod";
          // QR codes load with the first one shown (the payment page's UPI QR or link), not with every page.
          if (/[\\/]node_modules[\\/](qrcode|dijkstrajs)[\\/]/.test(id)) return "qrcode";
          // The accessible combobox and tabs (decision 032) load with the pages that show one, not with every page.
          if (/[\\/]node_modules[\\/]@(ariakit|floating-ui)[\\/]/.test(id)) return "ariakit";
          return "vendor";
        },
      },
    },
  },
});
