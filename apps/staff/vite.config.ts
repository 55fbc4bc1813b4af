import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { libraryChunks } from "../web/build/library-chunks";
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
        manualChunks: libraryChunks([
          // Charts load with the day at a glance, QR codes with the sheets that print them.
          [/[\\/]node_modules[\\/](chart\.js|@kurkle)[\\/]/, "charts"],
          [/[\\/]node_modules[\\/](qrcode|dijkstrajs)[\\/]/, "qrcode"],
        ]),
      },
    },
  },
});
