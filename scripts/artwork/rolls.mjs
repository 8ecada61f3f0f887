// Rolls seen from their cut end: hosomaki (maki), uramaki with its coat and topping, futomaki.
import { f, linear, rng } from './lib.mjs'
import { C, grains, shadow } from './parts.mjs'

// ---------- rolls ----------
function fillingShape(_doc, kind, r) {
  const k = r * 0.42
  switch (kind) {
    case 'salmon':
      return `<ellipse rx="${f(k)}" ry="${f(k * 0.62)}" fill="#f47a45"/><path d="M${f(-k * 0.6)} ${f(-k * 0.2)}q${f(k * 0.6)} ${f(k * 0.3)} ${f(k * 1.2)} 0" stroke="#ffe2cc" stroke-width="2" fill="none"/>`
    case 'tuna':
      return `<rect x="${f(-k)}" y="${f(-k * 0.6)}" width="${f(2 * k)}" height="${f(1.2 * k)}" rx="${f(k * 0.3)}" fill="#c22637"/><path d="M${f(-k * 0.6)} ${f(-k * 0.25)}h${f(k)}" stroke="#e96f79" stroke-width="2"/>`
    case 'white':
      return `<ellipse rx="${f(k)}" ry="${f(k * 0.62)}" fill="#f6ead8" stroke="#e4d0b5" stroke-width="1.5"/><g fill="#4a9a33"><circle cx="${f(-k * 0.3)}" cy="-2" r="2"/><circle cx="${f(k * 0.3)}" cy="2" r="2"/></g>`
    case 'eel':
      return `<ellipse cx="${f(-k * 0.3)}" rx="${f(k * 0.8)}" ry="${f(k * 0.6)}" fill="#6b3415"/><rect x="${f(k * 0.2)}" y="${f(-k * 0.35)}" width="${f(k * 0.8)}" height="${f(k * 0.7)}" rx="2" fill="#7cb342"/>`
    case 'shrimp':
      return `<ellipse rx="${f(k * 1.1)}" ry="${f(k * 0.75)}" fill="#e0a94a"/><ellipse rx="${f(k * 0.6)}" ry="${f(k * 0.4)}" fill="#ff8a5a"/><path d="M${f(-k * 0.4)} 0h${f(k * 0.8)}" stroke="#fff1e6" stroke-width="2"/>`
    case 'cucumber':
      return `<circle r="${f(k)}" fill="#3c7a2a"/><circle r="${f(k * 0.78)}" fill="#cfe6a0"/><g fill="#9cc46a"><circle cx="-3" cy="-2" r="1.6"/><circle cx="3" cy="2" r="1.6"/><circle cx="2" cy="-3" r="1.6"/></g>`
    case 'avocado':
      return `<path d="M${f(-k)} 0a${f(k)} ${f(k * 0.7)} 0 0 1 ${f(2 * k)} 0c0 ${f(k * 0.4)}-${f(2 * k)} ${f(k * 0.4)}-${f(2 * k)} 0Z" fill="#9cc24c" stroke="#4f7a26" stroke-width="2"/>`
    case 'oshinko':
      return `<rect x="${f(-k * 0.8)}" y="${f(-k * 0.6)}" width="${f(1.6 * k)}" height="${f(1.2 * k)}" rx="2" fill="#f4d42e"/><path d="M${f(-k * 0.5)} ${f(-k * 0.3)}h${f(k * 0.6)}" stroke="#fff6a8" stroke-width="2"/>`
    case 'tamago':
      return `<rect x="${f(-k)}" y="${f(-k * 0.6)}" width="${f(2 * k)}" height="${f(1.2 * k)}" rx="2" fill="#f6c945"/><path d="M${f(-k)} 0h${f(2 * k)}M${f(-k)} ${f(k * 0.3)}h${f(2 * k)}" stroke="#fbe08a" stroke-width="1.4"/>`
    case 'kanpyo':
      return `<g fill="#a9703a" stroke="#7c4c20" stroke-width="1"><rect x="${f(-k)}" y="${f(-k * 0.5)}" width="${f(2 * k)}" height="${f(k * 0.45)}" rx="2"/><rect x="${f(-k * 0.8)}" y="${f(k * 0.05)}" width="${f(1.8 * k)}" height="${f(k * 0.45)}" rx="2"/></g>`
    case 'scallop':
      return `<ellipse rx="${f(k)}" ry="${f(k * 0.66)}" fill="#f8ecd8" stroke="#e6cfae" stroke-width="1.5"/><g fill="#f0602a">${[-0.5, 0, 0.45, -0.2, 0.25].map((x, i) => `<circle cx="${f(x * k)}" cy="${f((i % 2 ? 0.25 : -0.2) * k)}" r="2.4"/>`).join('')}</g>`
    case 'shiitake':
      return `<g fill="#6b4226" stroke="#3d2412" stroke-width="1.2"><path d="M${f(-k)} 0q${f(k * 0.5)} ${f(-k * 0.9)} ${f(k)} 0Z"/><path d="M0 ${f(k * 0.1)}q${f(k * 0.5)} ${f(-k * 0.9)} ${f(k)} 0Z"/></g><path d="M${f(-k * 0.5)} ${f(k * 0.3)}h${f(k)}" stroke="#c9a27a" stroke-width="2"/>`
    case 'asparagus':
      return `<g fill="#6fa83a" stroke="#3f6d1c" stroke-width="1.4"><circle cx="${f(-k * 0.45)}" r="${f(k * 0.38)}"/><circle cx="${f(k * 0.45)}" r="${f(k * 0.38)}"/><circle cy="${f(k * 0.45)}" r="${f(k * 0.34)}"/></g><g fill="#b9dc7e"><circle cx="${f(-k * 0.45)}" r="${f(k * 0.14)}"/><circle cx="${f(k * 0.45)}" r="${f(k * 0.14)}"/></g>`
    case 'batat':
      return `<circle r="${f(k * 1.05)}" fill="#e8ad4c"/><circle r="${f(k * 0.8)}" fill="#f28c28"/><path d="M${f(-k * 0.4)} ${f(-k * 0.2)}h${f(k * 0.6)}" stroke="#ffd08a" stroke-width="2"/>`
    case 'mango':
      return `<rect x="${f(-k * 0.9)}" y="${f(-k * 0.6)}" width="${f(1.8 * k)}" height="${f(1.2 * k)}" rx="${f(k * 0.4)}" fill="#ffae2b"/><path d="M${f(-k * 0.5)} ${f(-k * 0.3)}h${f(k * 0.6)}" stroke="#ffe08a" stroke-width="2"/>`
    default:
      throw new Error(kind)
  }
}

/** Hosomaki piece: top face centred on (0,0). */
export function maki(doc, kind, r = 30, seed = 1) {
  const ry = r * 0.74
  const h = r * 0.62
  const side = linear(
    doc,
    'noriSide',
    [
      [0, '#17201a'],
      [0.45, '#35473a'],
      [1, '#17201a'],
    ],
    1,
    0,
  )
  return (
    shadow(doc, 3, h + ry * 0.5, r * 1.02, ry * 0.45, 0.3, 4) +
    `<path d="M${f(-r)} 0V${f(h)}A${f(r)} ${f(ry)} 0 0 0 ${f(r)} ${f(h)}V0Z" fill="${side}"/>` +
    `<ellipse rx="${f(r)}" ry="${f(ry)}" fill="${C.nori}"/>` +
    `<ellipse rx="${f(r * 0.87)}" ry="${f(ry * 0.87)}" fill="${C.rice}"/>` +
    grains(seed, 7, -r * 0.7, r * 0.7, -ry * 0.65, ry * 0.65, r / 36) +
    fillingShape(doc, kind, r)
  )
}

const URA_COAT = {
  sesame: [C.sesameW, '#d9c08e', C.sesameB],
  black: [C.sesameB, C.sesameB, '#c98b3a'],
  tobiko: ['#ff7a1a', '#ff8f2a', '#f26a10'],
}

function uraFilling(kind, r) {
  const k = r * 0.5
  const set = {
    salmon: ['#f47a45', '#f3f1e8', '#7cb342'],
    california: ['#ff9d8a', '#9cc24c', '#7cb342'],
    tuna: ['#c22637', '#ffffff', '#7cb342'],
    shrimp: ['#e0a94a', '#ff8a5a', '#9cc24c'],
    white: ['#f6ead8', '#7cb342', '#e0a94a'],
    veg: ['#ff9a3c', '#9cc24c', '#f4d42e'],
    tofu: ['#d9a24a', '#7cb342', '#f4d42e'],
  }[kind]
  return (
    `<path d="M0 0L${f(-k)} ${f(-k * 0.15)}A${f(k)} ${f(k * 0.74)} 0 0 1 ${f(k * 0.2)} ${f(-k * 0.72)}Z" fill="${set[0]}"/>` +
    `<path d="M0 0L${f(k * 0.2)} ${f(-k * 0.72)}A${f(k)} ${f(k * 0.74)} 0 0 1 ${f(k * 0.7)} ${f(k * 0.5)}Z" fill="${set[1]}"/>` +
    `<path d="M0 0L${f(k * 0.7)} ${f(k * 0.5)}A${f(k)} ${f(k * 0.74)} 0 0 1 ${f(-k)} ${f(-k * 0.15)}Z" fill="${set[2]}"/>`
  )
}

/** Uramaki piece (rice outside), top face centred on (0,0). */
export function uramakiPiece(doc, kind = 'salmon', coat = 'sesame', r = 32, seed = 1, topping = null) {
  const ry = r * 0.74
  const h = r * 0.62
  const side = linear(
    doc,
    'uraSide',
    [
      [0, '#e9dfcb'],
      [0.45, '#fffaf0'],
      [1, '#e3d7c0'],
    ],
    1,
    0,
  )
  const colors = URA_COAT[coat]
  const rr = rng(seed * 7 + 1)
  const paths = colors.map(() => '')
  for (let i = 0; i < 30; i++) {
    const a = rr() * Math.PI * 2
    const d = Math.sqrt(rr())
    const onSide = i < 9
    const x = onSide ? (rr() * 2 - 1) * r * 0.92 : Math.cos(a) * r * 0.93 * Math.max(d, 0.72)
    const y = onSide
      ? h * 0.2 + rr() * h * 0.7 + Math.sqrt(Math.max(0, 1 - (x / r) ** 2)) * ry * 0.85
      : Math.sin(a) * ry * 0.93 * Math.max(d, 0.72)
    const b = rr() * Math.PI
    paths[i % colors.length] +=
      coat === 'tobiko'
        ? `M${Math.round(x)} ${Math.round(y)}h.1`
        : `M${Math.round(x)} ${Math.round(y)}l${Math.round(Math.cos(b) * 2.2) || 1} ${Math.round(Math.sin(b) * 1.6)}`
  }
  const dots = paths
    .map(
      (d, i) =>
        `<path d="${d}" stroke="${colors[i]}" stroke-width="${coat === 'tobiko' ? 3.6 : 2.3}" stroke-linecap="round"/>`,
    )
    .join('')
  let top = ''
  if (topping) top = uraTopping(doc, topping, r, ry)
  return (
    shadow(doc, 3, h + ry * 0.5, r * 1.02, ry * 0.45, 0.3, 4) +
    `<path d="M${f(-r)} 0V${f(h)}A${f(r)} ${f(ry)} 0 0 0 ${f(r)} ${f(h)}V0Z" fill="${side}"/>` +
    `<ellipse rx="${f(r)}" ry="${f(ry)}" fill="${C.rice}" stroke="#ebe0cb" stroke-width="1.2"/>` +
    `<ellipse rx="${f(r * 0.64)}" ry="${f(ry * 0.64)}" fill="${C.nori}"/>` +
    `<ellipse rx="${f(r * 0.58)}" ry="${f(ry * 0.58)}" fill="${C.rice}"/>` +
    uraFilling(kind, r) +
    dots +
    top
  )
}

export function uraTopping(_doc, topping, r = 37, ry = r * 0.74) {
  const drape = (fill, stripe) =>
    `<path d="M${f(-r * 1.05)} ${f(-ry * 0.2)}C${f(-r * 0.6)} ${f(-ry * 1.3)} ${f(r * 0.6)} ${f(-ry * 1.3)} ${f(r * 1.05)} ${f(-ry * 0.3)}L${f(r * 1.02)} ${f(ry * 0.1)}C${f(r * 0.4)} ${f(-ry * 0.5)} ${f(-r * 0.4)} ${f(-ry * 0.4)} ${f(-r * 1.02)} ${f(ry * 0.2)}Z" fill="${fill}"/>` +
    (stripe
      ? `<path d="M${f(-r * 0.5)} ${f(-ry * 0.9)}l8 ${f(ry * 0.8)}M${f(r * 0.1)} ${f(-ry * 1)}l6 ${f(ry * 0.8)}" stroke="${stripe}" stroke-width="2.4" opacity=".8"/>`
      : '')
  switch (topping) {
    case 'salmon':
      return (
        drape('#f47a45', '#ffe2cc') +
        `<path d="M${f(-r * 0.7)} ${f(-ry * 0.7)}q${f(r * 0.7)} ${f(-ry * 0.5)} ${f(r * 1.4)} 0" stroke="#fff3d6" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M${f(-r * 0.6)} ${f(-ry * 0.55)}q${f(r * 0.6)} ${f(-ry * 0.3)} ${f(r * 1.2)} 0" stroke="#8a3a14" stroke-width="1.6" fill="none" opacity=".6"/>`
      )
    case 'tuna':
      return drape('#c8283a', '#ee7c87')
    case 'white':
      return drape('#f8efe2', '#e4d0b5')
    case 'avocado':
      return drape('#a8c957', '#4f7a26')
    case 'eel':
      return (
        drape('#6f3515', null) +
        `<path d="M${f(-r * 0.7)} ${f(-ry * 0.6)}q${f(r * 0.7)} ${f(-ry * 0.5)} ${f(r * 1.4)} 0" stroke="#b46a33" stroke-width="2.4" fill="none" opacity=".8"/>`
      )
    default:
      throw new Error(topping)
  }
}

/** Futomaki piece: a thick roll. */
export function futomakiPiece(doc, kind = 'fish', r = 44, seed = 1) {
  const ry = r * 0.74
  const h = r * 0.5
  const tempura = kind === 'tempura'
  const side = tempura
    ? linear(
        doc,
        'tempSide',
        [
          [0, '#c98b34'],
          [0.45, '#f0bf62'],
          [1, '#b97a28'],
        ],
        1,
        0,
      )
    : linear(
        doc,
        'noriSide',
        [
          [0, '#17201a'],
          [0.45, '#35473a'],
          [1, '#17201a'],
        ],
        1,
        0,
      )
  const k = r * 0.62
  const inside = {
    fish: [
      ['#f47a45', -0.45, -0.25, 0.55, 0.4],
      ['#f6c945', 0.1, -0.45, 0.6, 0.35],
      ['#7cb342', 0.15, 0.0, 0.45, 0.3],
      ['#9cc24c', -0.5, 0.2, 0.5, 0.32],
      ['#c22637', 0.05, 0.3, 0.4, 0.28],
    ],
    veg: [
      ['#ff9a3c', -0.45, -0.3, 0.55, 0.4],
      ['#f6c945', 0.1, -0.45, 0.6, 0.35],
      ['#3f7d2c', 0.2, 0.0, 0.4, 0.3],
      ['#9cc24c', -0.5, 0.2, 0.5, 0.32],
      ['#a9703a', 0.05, 0.3, 0.45, 0.25],
    ],
    salmon: [
      ['#f47a45', -0.5, -0.3, 0.7, 0.45],
      ['#f6c945', 0.25, -0.4, 0.45, 0.3],
      ['#9cc24c', -0.4, 0.2, 0.5, 0.3],
      ['#f3f1e8', 0.15, 0.05, 0.45, 0.35],
    ],
    tuna: [
      ['#c22637', -0.5, -0.3, 0.7, 0.45],
      ['#f6c945', 0.25, -0.4, 0.45, 0.3],
      ['#3f7d2c', -0.4, 0.2, 0.5, 0.3],
      ['#9cc24c', 0.15, 0.05, 0.45, 0.35],
    ],
    white: [
      ['#f6ead8', -0.5, -0.3, 0.7, 0.45],
      ['#f4d42e', 0.25, -0.4, 0.45, 0.3],
      ['#7cb342', -0.4, 0.2, 0.5, 0.3],
      ['#ff9a3c', 0.15, 0.05, 0.45, 0.35],
    ],
    eel: [
      ['#6b3415', -0.5, -0.3, 0.7, 0.45],
      ['#f6c945', 0.25, -0.4, 0.45, 0.3],
      ['#9cc24c', -0.4, 0.2, 0.5, 0.3],
      ['#3f7d2c', 0.15, 0.05, 0.45, 0.35],
    ],
    shrimp: [
      ['#e0a94a', -0.55, -0.35, 0.75, 0.5],
      ['#ff8a5a', -0.4, -0.25, 0.45, 0.3],
      ['#9cc24c', 0.25, -0.35, 0.4, 0.35],
      ['#f3f1e8', -0.3, 0.2, 0.8, 0.3],
    ],
    traditional: [
      ['#f6c945', -0.5, -0.35, 0.55, 0.4],
      ['#a9703a', 0.1, -0.45, 0.5, 0.3],
      ['#6b4226', 0.15, -0.05, 0.45, 0.3],
      ['#3c7a2a', -0.5, 0.15, 0.5, 0.3],
      ['#f4d42e', 0.0, 0.35, 0.5, 0.25],
    ],
    tempura: [
      ['#f47a45', -0.4, -0.3, 0.6, 0.45],
      ['#f3f1e8', 0.15, -0.35, 0.5, 0.4],
      ['#9cc24c', -0.25, 0.15, 0.7, 0.35],
    ],
  }[kind]
  let fill = ''
  for (const [c, x, y, w, hh] of inside) {
    fill += `<rect x="${f(x * k)}" y="${f(y * k)}" width="${f(w * k)}" height="${f(hh * k)}" rx="3" fill="${c}"/>`
  }
  let crumbs = ''
  if (tempura) {
    const rr = rng(seed + 40)
    for (let i = 0; i < 14; i++) {
      const a = rr() * Math.PI * 2
      crumbs += `<circle cx="${f(Math.cos(a) * r * 0.96)}" cy="${f(Math.sin(a) * ry * 0.96)}" r="${f(2 + rr() * 2.5)}" fill="#e8ad4c"/>`
    }
  }
  return (
    shadow(doc, 3, h + ry * 0.5, r * 1.02, ry * 0.45, 0.3, 5) +
    `<path d="M${f(-r)} 0V${f(h)}A${f(r)} ${f(ry)} 0 0 0 ${f(r)} ${f(h)}V0Z" fill="${side}"/>` +
    `<ellipse rx="${f(r)}" ry="${f(ry)}" fill="${tempura ? '#dca04a' : C.nori}"/>` +
    crumbs +
    (tempura ? `<ellipse rx="${f(r * 0.86)}" ry="${f(ry * 0.86)}" fill="${C.nori}"/>` : '') +
    `<ellipse rx="${f(r * (tempura ? 0.8 : 0.9))}" ry="${f(ry * (tempura ? 0.8 : 0.9))}" fill="${C.rice}"/>` +
    grains(seed, 8, -r * 0.75, r * 0.75, -ry * 0.7, ry * 0.7, r / 40) +
    `<g clip-path="none">${fill}</g>` +
    (tempura
      ? `<path d="M${f(-r * 0.8)} ${f(-ry * 0.1)}q${f(r * 0.2)} ${f(-ry * 0.5)} ${f(r * 0.4)} 0t${f(r * 0.4)} 0t${f(r * 0.4)} 0t${f(r * 0.4)} 0" stroke="#5a2a10" stroke-width="3.5" fill="none" stroke-linecap="round"/>`
      : '')
  )
}
