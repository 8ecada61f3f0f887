/**
 * nginx beside the server (docs/benchmarks.md, "Against nginx"): Debian's nginx, one worker process,
 * `gzip_static on`, serving the same dist/client, and answering /robots.txt with the server's own
 * bytes (the server writes that file; nginx gets it as a fixed answer). Needs `nginx`
 * (apt-get install -y nginx).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export function hasNginx(): boolean {
  return spawnSync('nginx', ['-v']).error === undefined
}

/** nginx's quoting of a string in its configuration (a text without variables: no `$`). */
function quoted(text: string): string {
  if (text.includes('$')) throw new Error('nginx would read $ as a variable')
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

export async function startNginx(
  clientRoot: string,
  robotsTxt: string,
): Promise<{ base: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'sushi-nginx-'))
  const port = 20000 + Math.floor(Math.random() * 20000)
  const conf = join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port}; root ${clientRoot}; gzip_static on;
    location = /robots.txt { default_type text/plain; return 200 ${quoted(robotsTxt)}; }
    location / { try_files $uri =404; }
  }
}
`,
  )
  const nginx: ChildProcess = spawn('nginx', ['-c', conf, '-p', dir], { stdio: 'inherit' })
  const base = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(`${base}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    await new Promise((wait) => setTimeout(wait, 100))
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise((done) => nginx.once('exit', done))
      nginx.kill('SIGQUIT')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
