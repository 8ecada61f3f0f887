import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Client bundle (dist/client) and, with --ssr, the render entry (dist/ssr).
export default defineConfig({
  plugins: [react()],
  publicDir: 'client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: 0,
  },
  ssr: {
    // Bundle the app's own code; keep node_modules external on the server.
    noExternal: [],
  },
})
