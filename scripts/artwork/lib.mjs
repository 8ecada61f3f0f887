// Tiny SVG toolkit for the menu drawings: one flat, warm style for every picture.
export const f = (n) => (Math.round(n * 10) / 10).toString()

export class Doc {
  constructor(w, h, title) {
    this.w = w
    this.h = h
    this.title = title
    this.defs = new Map()
    this.body = []
  }
  def(id, markup) {
    if (!this.defs.has(id)) this.defs.set(id, markup)
    return `url(#${id})`
  }
  add(...parts) {
    this.body.push(...parts)
    return this
  }
  toString() {
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : ''
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" role="img"><title>${this.title}</title>${defs}${this.body.join('')}</svg>\n`
    return minify(svg)
  }
}

export const g = (transform, ...children) => `<g transform="${transform}">${children.join('')}</g>`
export const at = (x, y, s = 1, r = 0) =>
  `translate(${f(x)} ${f(y)})${s !== 1 ? ` scale(${f(s * 100) / 100})` : ''}${r ? ` rotate(${f(r)})` : ''}`

// deterministic pseudo-random numbers
export function rng(seed) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 4294967296
  }
}

export function linear(doc, id, stops, x2 = 0, y2 = 1) {
  return doc.def(
    id,
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
      .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
      .join('')}</linearGradient>`,
  )
}
export function radial(doc, id, stops, cx = 0.5, cy = 0.5, r = 0.5) {
  return doc.def(
    id,
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`,
      )
      .join('')}</radialGradient>`,
  )
}
export function blur(doc, sd = 8) {
  const id = `b${sd}`
  doc.def(
    id,
    `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
  )
  return `url(#${id})`
}

/** Defines a reusable group once and returns its id. */
export function symbol(doc, id, markup) {
  doc.def(id, `<g id="${id}">${markup}</g>`)
  return id
}
export const use = (id, x, y, s = 1, r = 0) =>
  x === 0 && y === 0 && s === 1 && !r
    ? `<use href="#${id}"/>`
    : `<use href="#${id}" transform="${at(x, y, s, r)}"/>`

/** Shortens numbers: 0.5 → .5, and drops the space before a negative number in path data. */
export function minify(svg) {
  return svg
    .replace(/(^|[^\d.#a-zA-Z])(-?)0\.(\d)/g, '$1$2.$3')
    .replace(/ d="([^"]*)"/g, (_, d) => ` d="${d.replace(/ -/g, '-').replace(/([A-Za-z]) /g, '$1')}"`)
    .replace(/transform="([^"]*)"/g, (_, t) => `transform="${t.replace(/ -/g, '-').replace(/\) /g, ')')}"`)
}
