import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The functions that took the most CPU in a V8 profile (`node --cpu-prof`, as written by
 * `npm run bench -- --profile DIR`): self time and total (inclusive) time, per function.
 *
 *   tsx bench/profile-summary.ts FILE.cpuprofile|DIR [top=30]
 */
interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const target = process.argv[2]
if (!target) {
  console.error('usage: tsx bench/profile-summary.ts FILE.cpuprofile|DIR [top]')
  process.exit(1)
}
const top = Number(process.argv[3] ?? 30)
const file = statSync(target).isDirectory()
  ? readdirSync(target)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => join(target, f))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
  : target
if (!file) throw new Error(`no .cpuprofile in ${target}`)
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile

const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame
  const where = url
    ? `${url.replace(/^file:\/\/.*?node_modules\//, '').replace(/^file:\/\/.*?\/(?=[^/]+\/[^/]+$)/, '')}:${lineNumber + 1}`
    : ''
  return `${functionName || '(anonymous)'} ${where}`.trim()
}

const self = new Map<string, number>()
const total = new Map<string, number>()
let all = 0
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0
  all += dt
  const node = byId.get(id)
  if (!node) return
  self.set(label(node), (self.get(label(node)) ?? 0) + dt)
  // Inclusive time: once per function on the stack (recursion counted once).
  const seen = new Set<string>()
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = label(byId.get(at)!)
    if (seen.has(name)) continue
    seen.add(name)
    total.set(name, (total.get(name) ?? 0) + dt)
  }
})

function print(title: string, map: Map<string, number>) {
  console.log(`\n${title}`)
  for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((time / all) * 100).toFixed(1).padStart(6)} %  ${name}`)
  }
}
console.log(`${file}: ${(all / 1e6).toFixed(1)} s sampled`)
print('self time', self)
print('total time', total)
