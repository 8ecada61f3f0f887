import { at, blur, f, g, linear, radial, rng, symbol, use } from './lib.mjs'

// ---------- palette ----------
export const C = {
  bgA: '#fbf6ec',
  bgB: '#ecdfca',
  rice: '#fffaf0',
  riceShade: '#efe4cf',
  grain: '#e3d6bd',
  nori: '#1f2b22',
  noriHi: '#33453a',
  shadow: '#4a3420',
  wasabi: '#9cc24c',
  ginger: '#f4b4a4',
  shiso: '#4f9a3a',
  sesameW: '#f3e6c8',
  sesameB: '#2a2522',
  gold: '#d9a632',
  red: '#c8102e',
}

const FISH = {
  salmon: { top: '#ffa06a', bottom: '#ef6d3b', stripe: '#ffe2cc', so: 0.9, sw: 3.4 },
  tuna: { top: '#d9404f', bottom: '#a3172a', stripe: '#ee7c87', so: 0.35, sw: 2 },
  white: { top: '#fdf0e4', bottom: '#ecd1b6', stripe: '#dbbb98', so: 0.8, sw: 2 },
  eel: { top: '#9c5526', bottom: '#5a2a10', stripe: '#3e1b08', so: 0.55, sw: 3 },
  avocado: { top: '#cfe07a', bottom: '#86b342', stripe: '#5d8a2a', so: 0.55, sw: 1.4 },
}

export function backdrop(doc) {
  const fill = radial(
    doc,
    'bg',
    [
      [0, C.bgA],
      [1, C.bgB],
    ],
    0.4,
    0.3,
    0.85,
  )
  return `<rect width="${doc.w}" height="${doc.h}" fill="${fill}"/>`
}

export function shadow(doc, cx, cy, rx, ry, op = 0.22, sd = 8) {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${C.shadow}" opacity="${op}" filter="${blur(doc, sd)}"/>`
}

/** Round cream plate seen at three quarters. */
export function plate(doc, cx, cy, rx, ry) {
  const rim = linear(doc, 'plate', [
    [0, '#fffefa'],
    [1, '#eee6d6'],
  ])
  return (
    shadow(doc, cx + 6, cy + ry * 0.18, rx * 0.98, ry * 0.92) +
    `<ellipse cx="${f(cx)}" cy="${f(cy + 6)}" rx="${f(rx)}" ry="${f(ry)}" fill="#ddd2bf"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${rim}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.06)}" rx="${f(rx * 0.8)}" ry="${f(ry * 0.76)}" fill="#f5efe3" stroke="#e6dccb" stroke-width="2"/>`
  )
}

/** Dark slate board. */
export function slate(doc, x, y, w, h) {
  const fill = linear(
    doc,
    'slate',
    [
      [0, '#3a3e43'],
      [1, '#26292d'],
    ],
    1,
    1,
  )
  const r = rng(w + h)
  let streaks = ''
  for (let i = 0; i < 5; i++) {
    const yy = y + 14 + r() * (h - 28)
    streaks += `M${f(x + 16 + r() * 40)} ${f(yy)}h${f(w * (0.3 + r() * 0.4))}`
  }
  return (
    shadow(doc, x + w / 2 + 8, y + h + 4, w * 0.5, 16, 0.35, 10) +
    `<rect x="${f(x)}" y="${f(y + 8)}" width="${f(w)}" height="${f(h)}" rx="12" fill="#17191b"/>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="12" fill="${fill}"/>` +
    `<path d="${streaks}" stroke="#4a4f55" stroke-width="2" stroke-linecap="round" opacity=".5"/>`
  )
}

/** Light wooden geta board with a visible edge. */
export function wood(doc, x, y, w, h) {
  const fill = linear(doc, 'wood', [
    [0, '#e7bf86'],
    [1, '#cf9a5c'],
  ])
  const r = rng(w * 3 + h)
  let grain = ''
  for (let i = 0; i < 6; i++) {
    const yy = y + 10 + ((h - 20) * (i + r() * 0.5)) / 6
    grain += `M${f(x + 12)} ${f(yy)}C${f(x + w * 0.3)} ${f(yy - 4)} ${f(x + w * 0.6)} ${f(yy + 5)} ${f(x + w - 12)} ${f(yy)}`
  }
  return (
    shadow(doc, x + w / 2 + 8, y + h + 10, w * 0.52, 16, 0.3, 10) +
    `<rect x="${f(x + 30)}" y="${f(y + h)}" width="26" height="16" fill="#a8733c"/>` +
    `<rect x="${f(x + w - 56)}" y="${f(y + h)}" width="26" height="16" fill="#a8733c"/>` +
    `<rect x="${f(x)}" y="${f(y + 6)}" width="${f(w)}" height="${f(h)}" rx="8" fill="#b98147"/>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="8" fill="${fill}"/>` +
    `<path d="${grain}" stroke="#b9824a" stroke-width="1.6" fill="none" opacity=".45"/>`
  )
}

// ---------- rice ----------
function grains(seed, n, x0, x1, y0, y1, scale = 1) {
  const r = rng(seed)
  let d = ''
  for (let i = 0; i < n; i++) {
    const x = x0 + r() * (x1 - x0)
    const y = y0 + r() * (y1 - y0)
    const a = r() * Math.PI
    const dx = Math.cos(a) * 2.4 * scale
    const dy = Math.sin(a) * 2.4 * scale
    d += `M${Math.round(x - dx)} ${Math.round(y - dy)}l${Math.round(2 * dx)} ${Math.round(2 * dy)}`
  }
  return (
    `<path d="${d}" stroke="${C.grain}" stroke-width="${f(4.6 * scale)}" stroke-linecap="round"/>` +
    `<path d="${d}" stroke="#fffef9" stroke-width="${f(2.8 * scale)}" stroke-linecap="round"/>`
  )
}

// ---------- nigiri ----------
const FISH_PATH = 'M-60 2C-54-20 36-30 60-12C64-2 62 8 54 12C22 20-30 22-54 17C-62 14-63 8-60 2Z'

export function fishSlice(doc, kind) {
  const p = FISH[kind]
  const fill = linear(doc, `f-${kind}`, [
    [0, p.top],
    [1, p.bottom],
  ])
  doc.def('fc', `<clipPath id="fc"><path d="${FISH_PATH}"/></clipPath>`)
  let stripes = ''
  if (kind === 'avocado') {
    for (let i = -4; i <= 4; i++)
      stripes += `M${i * 13 - 4} -30C${i * 13 + 6} -10 ${i * 13 - 2} 6 ${i * 13 + 6} 26`
  } else {
    for (let i = -4; i <= 3; i++)
      stripes += `M${i * 17 + 2} -32C${i * 17 + 10} -14 ${i * 17 + 14} 4 ${i * 17 + 26} 28`
  }
  let extra = ''
  if (kind === 'avocado')
    extra = `<path d="M-60 2C-54-20 36-30 60-12" fill="none" stroke="#3f6420" stroke-width="3"/>`
  return (
    `<path d="${FISH_PATH}" fill="${fill}"/>` +
    `<path d="${stripes}" fill="none" stroke="${p.stripe}" stroke-width="${p.sw}" opacity="${p.so}" clip-path="url(#fc)"/>` +
    extra +
    `<path d="M-44 -6C-22 -19 18 -24 44 -14" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".45"/>`
  )
}

function riceBase(doc, seed) {
  const fill = linear(doc, 'riceG', [
    [0, '#fffdf8'],
    [1, '#efe4cf'],
  ])
  return (
    `<path d="M-54 2C-56-8-48-12-38-12H38C48-12 56-8 54 2L52 22C50 31 40 33 30 32C20 35 10 33 0 34C-10 33-20 35-30 32C-40 33-50 31-52 22Z" fill="${fill}" stroke="#e6d9c1" stroke-width="1.5"/>` +
    grains(seed, 14, -46, 46, 14, 29)
  )
}

function noriBand(x = 0) {
  return `<path d="M${x - 8} -24h16l2 52h-20z" fill="${C.nori}"/><path d="M${x - 4} -22v48" stroke="${C.noriHi}" stroke-width="2"/>`
}

function sesameDots(seed, n, x0, x1, y0, y1, colors = [C.sesameW, C.sesameB]) {
  const r = rng(seed)
  const paths = colors.map(() => '')
  for (let i = 0; i < n; i++) {
    const x = x0 + r() * (x1 - x0)
    const y = y0 + r() * (y1 - y0)
    const a = r() * Math.PI
    paths[i % colors.length] +=
      `M${Math.round(x)} ${Math.round(y)}l${Math.round(Math.cos(a) * 2)} ${Math.round(Math.sin(a) * 2) || 1}`
  }
  return paths
    .map((d, i) =>
      d ? `<path d="${d}" stroke="${colors[i]}" stroke-width="2.2" stroke-linecap="round"/>` : '',
    )
    .join('')
}

/** A nigiri centred on (0,0), about 124 × 64. */
export function nigiri(doc, kind, seed = 1) {
  const base = use(symbol(doc, 'rb', shadow(doc, 4, 32, 60, 9, 0.3, 4) + riceBase(doc, seed)), 0, 0)
  switch (kind) {
    case 'salmon':
    case 'tuna':
    case 'white':
      return base + fishSlice(doc, kind)
    case 'aburi':
      return (
        base +
        fishSlice(doc, 'salmon') +
        `<path d="M-50 -2C-30 -16 10 -22 50 -12" fill="none" stroke="#a8481e" stroke-width="7" opacity=".35" stroke-linecap="round"/>` +
        `<path d="M-30 -6c10-5 22-7 34-6" stroke="#fff7e0" stroke-width="5" stroke-linecap="round" fill="none"/>` +
        sesameDots(seed, 5, -20, 20, -12, -4, ['#3f8f2a'])
      )
    case 'eel':
      return (
        base +
        fishSlice(doc, 'eel') +
        `<path d="M-40 4C-30-8 30-16 44-8" fill="none" stroke="#ffd7a8" stroke-width="2.5" opacity=".5" stroke-linecap="round"/>` +
        sesameDots(seed, 8, -40, 40, -16, 6, [C.sesameW]) +
        noriBand()
      )
    case 'shrimp': {
      doc.def('fc', `<clipPath id="fc"><path d="${FISH_PATH}"/></clipPath>`)
      let bands = ''
      for (let i = -3; i <= 2; i++) bands += `M${i * 18} -32C${i * 18 + 10} -8 ${i * 18} 8 ${i * 18 + 8} 28`
      return (
        base +
        `<path d="M50 -10l26-18-4 18 8 16-30-6z" fill="#e4502a"/><path d="M56 -6l14-8" stroke="#ff9a6a" stroke-width="2"/>` +
        `<path d="${FISH_PATH}" fill="#fff3ea"/>` +
        `<path d="${bands}" fill="none" stroke="#ff7a45" stroke-width="8" opacity=".9" clip-path="url(#fc)"/>` +
        `<path d="M-44 -6C-22 -19 18 -24 44 -14" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".5"/>`
      )
    }
    case 'scallop': {
      const top = linear(doc, 'scal', [
        [0, '#fffbf5'],
        [1, '#f3dfc6'],
      ])
      return (
        base +
        `<ellipse cx="0" cy="2" rx="46" ry="18" fill="#e8cfb0"/>` +
        `<ellipse cx="0" cy="-6" rx="46" ry="18" fill="${top}"/>` +
        `<path d="M-30 -12c18-8 40-8 56 0" stroke="#fff" stroke-width="3" fill="none" opacity=".7" stroke-linecap="round"/>` +
        `<g fill="#f6a623">${[-14, 2, 16, -4].map((x, i) => `<rect x="${x}" y="${-8 + (i % 2) * 6}" width="5" height="2" rx="1"/>`).join('')}</g>` +
        `<g fill="#fff">${[-20, 8, 24].map((x, i) => `<circle cx="${x}" cy="${-4 - (i % 2) * 5}" r="1.6"/>`).join('')}</g>`
      )
    }
    case 'tamago': {
      const top = linear(doc, 'tam', [
        [0, '#fbd965'],
        [1, '#eeb22f'],
      ])
      return (
        base +
        `<rect x="-58" y="-20" width="116" height="34" rx="6" fill="#d99a24"/>` +
        `<rect x="-58" y="-26" width="116" height="28" rx="6" fill="${top}"/>` +
        `<path d="M-54 -2h108M-54 5h108M-54 10h108" stroke="#f7d36a" stroke-width="1.6" opacity=".8"/>` +
        `<path d="M-48 -18h40M10 -20h30" stroke="#fff3b8" stroke-width="3" stroke-linecap="round" opacity=".7"/>` +
        noriBand()
      )
    }
    case 'avocado':
      return base + fishSlice(doc, 'avocado') + sesameDots(seed, 10, -44, 44, -16, 6)
    case 'asparagus':
      return (
        base +
        `<g stroke="#3f6d1c" stroke-width="2">${[-12, -2, 8]
          .map(
            (y, i) =>
              `<path d="M-54 ${y}C-20 ${y - 6} 20 ${y - 6} 50 ${y - 2}" stroke="#6fa83a" stroke-width="9" stroke-linecap="round"/><path d="M44 ${y - 3}l12 ${i - 1}" stroke="#9cc24c" stroke-width="8" stroke-linecap="round"/>`,
          )
          .join('')}</g>` +
        noriBand()
      )
    case 'tempura':
      return (
        base +
        `<path d="M-56-6C-40-30 30-32 58-14C62-4 58 6 50 8C20 12-30 12-52 8C-60 6-60 0-56-6Z" fill="#e2a544"/>` +
        `<g fill="#f3c66e">${[-44, -30, -14, 2, 18, 34, 46].map((x, i) => `<circle cx="${x}" cy="${-12 + (i % 3) * 5}" r="${3 + (i % 2)}"/>`).join('')}</g>` +
        `<path d="M50-12l14-8-4 12Z" fill="#ff7a45"/>` +
        `<path d="M-40 2C-10-6 20-6 44 0" stroke="#6b2e10" stroke-width="3" fill="none" opacity=".55" stroke-linecap="round"/>`
      )
    case 'shiitake':
      return base + shiitakeCaps(doc) + noriBand(0)
    case 'inari': {
      const pouch = linear(doc, 'inari', [
        [0, '#eab25f'],
        [1, '#b97427'],
      ])
      return (
        shadow(doc, 4, 30, 58, 9, 0.28, 4) +
        `<path d="M-58 6C-60-18-34-28 0-28S60-18 58 4C56 28-56 30-58 6Z" fill="${pouch}"/>` +
        `<ellipse cx="-4" cy="-20" rx="44" ry="11" fill="${C.rice}" stroke="#d9a04c" stroke-width="3"/>` +
        grains(seed, 6, -36, 28, -26, -14, 0.8) +
        sesameDots(seed + 3, 8, -34, 26, -26, -14, [C.sesameB]) +
        `<g fill="#a5651f" opacity=".5">${[-40, -20, 4, 26, 40, -30, 14].map((x, i) => `<circle cx="${x}" cy="${4 + (i % 3) * 7}" r="1.8"/>`).join('')}</g>` +
        `<path d="M-50 2C-48 14-36 18-20 20" stroke="#ffd99a" stroke-width="3" fill="none" opacity=".6" stroke-linecap="round"/>`
      )
    }
    default:
      throw new Error(kind)
  }
}

// ---------- garnishes ----------
export function wasabi(doc, x, y, s = 1) {
  const fill = radial(
    doc,
    'wasabi',
    [
      [0, '#c3de72'],
      [1, '#86ad36'],
    ],
    0.4,
    0.35,
    0.7,
  )
  return g(
    at(x, y, s),
    `<path d="M-18 8C-20-4-8-16 0-18C8-14 20-6 18 8C10 12-10 12-18 8Z" fill="${fill}"/><path d="M-8-8c4-3 8-4 10-2" stroke="#e7f3b8" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
  )
}
export function ginger(_doc, x, y, s = 1) {
  const petal = (r, dx) =>
    `<path d="M${dx} 6C${dx - 20} 4 ${dx - 22} -10 ${dx - 6} -14C${dx + 4} -16 ${dx + 18} -10 ${dx + 16} 2C${dx + 12} 8 ${dx + 6} 8 ${dx} 6Z" fill="${C.ginger}" stroke="#e58f80" stroke-width="1.2" transform="rotate(${r} ${dx} 0)"/>`
  return g(at(x, y, s), petal(-20, -8) + petal(10, 6) + petal(-5, 0))
}
export function shiso(doc, x, y, s = 1, r = 0) {
  const fill = linear(doc, 'shiso', [
    [0, '#6dbb4c'],
    [1, '#3d7f2c'],
  ])
  return g(
    at(x, y, s, r),
    `<path d="M-50 0C-40-22-6-30 40-12L52 0 40 12C-6 30-40 22-50 0Z" fill="${fill}"/><path d="M-48 0H48M-20 0l14-12M-20 0l14 12M6 0l14-10M6 0l14 10" stroke="#a8db86" stroke-width="1.6" fill="none"/>`,
  )
}
export function daikon(_doc, x, y, w = 110, h = 30) {
  const r = rng(w)
  let d = ''
  for (let i = 0; i < 22; i++) {
    const xx = x - w / 2 + r() * w
    const yy = y - h / 2 + r() * h
    d += `M${f(xx)} ${f(yy)}q${f(8 + r() * 10)} ${f(-4 + r() * 8)} ${f(20 + r() * 16)} ${f(-2 + r() * 4)}`
  }
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w / 2)}" ry="${f(h / 2)}" fill="#f7f7f2"/><path d="${d}" stroke="#dfe3da" stroke-width="2" fill="none" stroke-linecap="round"/>`
}

// ---------- sashimi ----------
const SLICE = 'M-18 -30C-8 -35 12 -35 20 -30L26 22C16 28 -10 28 -22 22Z'
export function sashimiSlice(doc, kind, _seed = 1) {
  const p = FISH[kind]
  const fill = linear(
    doc,
    `s-${kind}`,
    [
      [0, p.top],
      [1, p.bottom],
    ],
    0.3,
    1,
  )
  doc.def('sc', `<clipPath id="sc"><path d="${SLICE}"/></clipPath>`)
  let stripes = ''
  for (let i = -2; i <= 2; i++)
    stripes += `M-30 ${i * 16 - 4}C-10 ${i * 16 - 12} 10 ${i * 16 + 4} 34 ${i * 16 - 6}`
  return (
    `<path d="M-22 22C-10 28 16 28 26 22L26 28C16 34-10 34-22 28Z" fill="${p.bottom}" opacity=".8"/>` +
    `<path d="${SLICE}" fill="${fill}"/>` +
    (kind === 'scallop'
      ? ''
      : `<path d="${stripes}" fill="none" stroke="${p.stripe}" stroke-width="${p.sw}" opacity="${p.so}" clip-path="url(#sc)"/>`) +
    `<path d="M-12 -26C-2 -30 10 -30 14 -27" stroke="#fff" stroke-width="2.5" fill="none" opacity=".5" stroke-linecap="round"/>`
  )
}
export function scallopPiece(doc) {
  const top = linear(doc, 'scal', [
    [0, '#fffbf5'],
    [1, '#f3dfc6'],
  ])
  return `<ellipse cx="0" cy="6" rx="26" ry="14" fill="#e8cfb0"/><ellipse cx="0" cy="0" rx="26" ry="14" fill="${top}"/><path d="M-14-6c8-4 20-4 26 0" stroke="#fff" stroke-width="2.5" fill="none" opacity=".7" stroke-linecap="round"/>`
}
/** A fan of n sashimi slices (kinds cycled), centred on (0,0). */
export function sashimiFan(doc, kinds, n = 5, spread = 24) {
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = (i - (n - 1) / 2) * spread
    const kind = kinds[i % kinds.length]
    out += use(
      symbol(doc, `ss-${kind}`, kind === 'scallop' ? scallopPiece(doc) : sashimiSlice(doc, kind, 1)),
      x,
      Math.abs(i - (n - 1) / 2) * 3,
      1,
      (i - (n - 1) / 2) * 5,
    )
  }
  return out
}

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

export function chopsticks(doc, x, y, len = 300, angle = -12, color = '#8a5a2b') {
  return g(
    at(x, y, 1, angle),
    shadow(doc, len / 2, 14, len / 2, 6, 0.25, 4) +
      `<path d="M0 -4L${len} -1.5V1.5L0 4Z" fill="${color}"/><path d="M0 10L${len} 11.5V14.5L0 18Z" fill="${color}"/><path d="M0 -4h40v8H0zM0 10h40v8H0z" fill="${C.red}"/>`,
  )
}

export function soyDish(doc, x, y, s = 1) {
  return g(
    at(x, y, s),
    shadow(doc, 3, 10, 40, 14, 0.25, 4) +
      `<ellipse cx="0" cy="4" rx="38" ry="16" fill="#d9cdb8"/><ellipse rx="38" ry="16" fill="#fbf7ef"/><ellipse cy="1" rx="28" ry="10" fill="#3a1c0c"/><path d="M-16-2c8-4 18-4 24-2" stroke="#8a5a3a" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  )
}

export { grains, sesameDots }

export function shiitakeCaps(doc) {
  const cap = radial(
    doc,
    'cap',
    [
      [0, '#9a6a40'],
      [1, '#5b3318'],
    ],
    0.4,
    0.35,
    0.7,
  )
  const one = (x, y, r) =>
    `<ellipse cx="${x}" cy="${y + 5}" rx="${r}" ry="${r * 0.55}" fill="#c9a27a"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.55}" fill="${cap}"/><path d="M${x - r * 0.4} ${y - 3}l${r * 0.8} 6M${x - r * 0.4} ${y + 3}l${r * 0.8} -6" stroke="#e9d3b6" stroke-width="3" stroke-linecap="round"/>`
  return one(-22, -8, 32) + one(22, -4, 32)
}
