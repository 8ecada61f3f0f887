import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { backgroundScenes, logo } from './backgrounds.mjs'
import { categoryScenes } from './categories.mjs'
import { extra } from './extra.mjs'
import { Doc } from './lib.mjs'
import { menuScenes } from './menu.mjs'
import { backdrop } from './parts.mjs'

const OUT = process.argv[2] ?? 'client/public/images'
const only = process.argv[3]
const sizes = []
function write(dir, name, w, h, title, draw) {
  if (only && !name.includes(only)) return
  const doc = new Doc(w, h, title)
  if (w === 480) doc.add(backdrop(doc))
  draw(doc)
  const svg = doc.toString()
  mkdirSync(`${OUT}/${dir}`, { recursive: true })
  writeFileSync(`${OUT}/${dir}/${name}.svg`, svg)
  sizes.push([`${dir}/${name}.svg`, svg.length])
}
// One picture per product, named after its id (the menu data points at products/<id>.svg).
if (!only) rmSync(`${OUT}/products`, { recursive: true, force: true })
for (const [name, title, draw] of menuScenes(new Map(extra.map(([n, , d]) => [n, d]))))
  write('products', name, 480, 360, title, draw)
for (const [name, title, draw] of categoryScenes) write('categories', name, 480, 360, title, draw)
for (const [name, title, draw] of backgroundScenes) write('backgrounds', name, 1600, 500, title, draw)
if (!only || 'logo'.includes(only)) {
  const doc = new Doc(64, 64, 'Sushi Kraków')
  logo(doc)
  writeFileSync(`${OUT}/logo.svg`, doc.toString())
  sizes.push(['logo.svg', doc.toString().length])
}
for (const [n, s] of sizes) console.log(String(s).padStart(6), n)
console.log('max', Math.max(...sizes.map((x) => x[1])))
