// The Node.js check first (docs/operations.md, "Node.js versions"); `npm run dev` starts here.
import './node-version.js'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'
import { closeGracefully } from './lifecycle.js'

// The server: validated configuration, the app, graceful shutdown. The built server starts from
// server/main.ts, which imports this file only once the Node.js version is known to be supported.
let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

// The bundled server (dist/server, `npm start`) always serves the production build, whatever
// NODE_ENV says; run from the sources (`npm run dev`) it uses Vite. Vite sets import.meta.env.PROD
// when it bundles this file; under tsx import.meta.env does not exist.
const bundled = import.meta.env?.PROD === true
const app = await buildApp(config, bundled ? { ssrMode: 'build' } : {})
if (config.jwtSecretGenerated) {
  app.log.warn('JWT_SECRET is not set: using a random secret, staff tokens end when the process restarts')
}

// SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, end the event streams
// and stalled connections, close the database; exit 0 well within 10 s.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error')
  else app.log.info({ signal }, 'shutting down')
  await closeGracefully(app)
})

try {
  await app.listen({ host: config.host, port: config.port })
} catch (error) {
  app.log.error(error)
  process.exit(1)
}
