import { readdirSync, writeFileSync } from 'node:fs'

const [dir, out, filter = '', cols = '3', w = '400'] = process.argv.slice(2)
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.svg') && f.includes(filter))
  .sort()
const html = `<html><body style="margin:0;background:#888;display:grid;grid-template-columns:repeat(${cols},${w}px);gap:4px">${files
  .map(
    (f) =>
      `<div style="position:relative"><img src="file://${dir}/${f}" style="width:${w}px;display:block"><span style="position:absolute;left:2px;top:0;font:11px sans-serif;background:#fff8">${f}</span></div>`,
  )
  .join('')}</body></html>`
writeFileSync(out, html)
console.log(files.length, Math.ceil(files.length / cols))
