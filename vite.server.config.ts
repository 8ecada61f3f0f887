import { builtinModules } from 'node:module'
import { defineConfig } from 'vite'
import pkg from './package.json' with { type: 'json' }

// The Fastify process and its command-line tools, bundled for Node (dist/server).
const external = [
  ...builtinModules,
  ...builtinModules.map((m) => `node:${m}`),
  ...Object.keys(pkg.dependencies),
  ...Object.keys(pkg.devDependencies),
]

export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: {
        main: 'server/main.ts',
        migrate: 'server/migrate.ts',
        // Tools a production image (no dev dependencies, no tsx) still needs.
        staff: 'server/staff.ts',
        'copy-database': 'server/copy-database.ts',
        retention: 'server/retention.ts',
      },
      external: (id) => external.some((e) => id === e || id.startsWith(`${e}/`)),
      output: { format: 'esm', entryFileNames: '[name].js' },
    },
  },
})
