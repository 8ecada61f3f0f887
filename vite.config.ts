import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Client bundle (dist/client) and, with --ssr, the render entry (dist/ssr).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: isSsrBuild ? false : 'client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The SSR bundle carries no source map: the browser tests load it in-process, and mapped back to
    // the sources it would count as a second, partial copy of every file in the coverage report.
    sourcemap: !isSsrBuild,
    assetsInlineLimit: 0,
    // dist/client/.vite/manifest.json: the chunks of each page (the JavaScript budget test reads it).
    manifest: !isSsrBuild,
    // Every browser the site supports preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  ssr: {
    // Bundle the app's own code; keep node_modules external on the server.
    noExternal: [],
  },
}))
