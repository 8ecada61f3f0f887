// The shared pieces of every picture: the palette, the backdrop, plates, slates and boards, rice
// grains and sesame, garnishes (wasabi, ginger, shiso, daikon) and tableware. The sushi pieces are
// in fish.mjs (nigiri and sashimi) and rolls.mjs (hosomaki, uramaki, futomaki).
import { at, blur, f, g, linear, radial, rng } from './lib.mjs'

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

export const FISH = {
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
export function grains(seed, n, x0, x1, y0, y1, scale = 1) {
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

export function sesameDots(seed, n, x0, x1, y0, y1, colors = [C.sesameW, C.sesameB]) {
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
