import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { libraryChunks } from "./build/library-chunks";
import { pagePreloads } from "./build/page-preloads";
import { precompress } from "./build/precompress";

/** The API server of `npm start`; the dev server forwards the API and media to it. */
const API_TARGET = process.env.FORKFUL_API_URL ?? "http://localhost:8080";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), tailwindcss(), precompress(), pagePreloads()],
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
    // dist/.vite/manifest.json: the chunks each page loads, read by the first-route budget (build/first-route.ts).
    manifest: true,
    rollupOptions: {
      output: {
        // Libraries in their own long-cached chunks; pages are split by their lazy routes.
        manualChunks: libraryChunks([
          // QR codes load with the first one shown (the payment page's UPI QR or link), not with every page.
          [/[\\/]node_modules[\\/](qrcode|dijkstrajs)[\\/]/, "qrcode"],
          // The accessible combobox and tabs (decision 032) load with the pages that show one, not with every page.
          [/[\\/]node_modules[\\/]@(ariakit|floating-ui)[\\/]/, "ariakit"],
        ]),
      },
    },
  },
});
