// The process entry. First the Node.js version (docs/operations.md, "Node.js versions"); the server
// is imported only after that check, so that none of it, better-sqlite3's native module above all,
// loads on a Node.js the site cannot run on.
import './node-version.js'

await import('./serve.js')
