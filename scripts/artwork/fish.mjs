// Fish pieces: the slice of fish on a nigiri, the nigiri itself (rice, nori band, toppings) and
// sashimi slices, fans and scallops.
import { linear, symbol, use } from './lib.mjs'
import { C, FISH, grains, sesameDots, shadow, shiitakeCaps } from './parts.mjs'

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
