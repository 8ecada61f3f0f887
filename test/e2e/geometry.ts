/**
 * Layout checks measured in the page, by geometry only (bounding boxes), never by CSS class:
 * - nothing sticks out past the viewport's left or right edge (the page never scrolls sideways);
 * - buttons that must stay on one line are one line of text high;
 * - readable boxes (text, pictures, controls) do not overlap each other;
 * - a banner's text does not run into the dish of its picture.
 * Runs inside the browser: keep it self-contained.
 */
export function layoutProblems(): string[] {
  const problems: string[] = []
  const vw = document.documentElement.clientWidth
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    const tag = el.tagName.toLowerCase()
    return `<${tag}${el.id ? `#${el.id}` : ''}>${text ? ` "${text}"` : ''}`
  }
  const visible = (el: Element) => {
    const style = getComputedStyle(el)
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false
    const r = el.getBoundingClientRect()
    // Screen-reader-only text is a 1 px box: not part of the layout a guest sees.
    return r.width > 1 && r.height > 1
  }
  /** Ancestors that clip or scroll their content sideways: what is inside is measured against them. */
  const clipper = (el: Element): Element | null => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX
      if (o !== 'visible') return p
    }
    return null
  }
  const body = document.body
  if (document.documentElement.scrollWidth > vw + 1) {
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${vw} px`)
  }
  for (const el of body.querySelectorAll('*')) {
    if (!visible(el) || (el.closest('svg') !== null && el.tagName.toLowerCase() !== 'svg')) continue
    if (clipper(el) !== null) continue
    const r = el.getBoundingClientRect()
    if (r.right > vw + 1 || r.left < -1) {
      problems.push(`${describe(el)} sticks out: ${Math.round(r.left)}–${Math.round(r.right)} in ${vw} px`)
    }
  }

  // One line: the label of every button is one line of text high.
  const lines = (el: Element) => {
    const tops: number[] = []
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !visible(parent) || !(node.textContent ?? '').trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) {
        if (rect.width < 1) continue
        if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top)
      }
    }
    return tops.length
  }
  for (const button of body.querySelectorAll('button, a[role=button], input[type=submit]')) {
    if (!visible(button) || button.closest('[data-multiline]')) continue
    const n = lines(button)
    if (n > 1) problems.push(`${describe(button)} wraps onto ${n} lines`)
  }

  // No overlaps between readable boxes that are not nested in one another.
  const boxes: { el: Element; r: DOMRect }[] = []
  const readable = 'h1, h2, h3, p, li > a, button, input, select, textarea, label, img, dt, dd, address'
  for (const el of body.querySelectorAll(readable)) {
    if (!visible(el)) continue
    if (el.closest('[aria-hidden=true]') && el.tagName !== 'IMG') continue
    // Dialogs float above the page by design; they are checked against each other below.
    if (el.closest('[role=dialog]')) continue
    // Pictures behind text (decorative, alt="") are checked against their dish area instead.
    if (el.tagName === 'IMG' && el.getAttribute('alt') === '' && clipper(el) !== null) continue
    boxes.push({ el, r: el.getBoundingClientRect() })
  }
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!
      const b = boxes[j]!
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue
      if (overlap(a.r, b.r)) problems.push(`${describe(a.el)} overlaps ${describe(b.el)}`)
    }
  }

  // Banner pictures (1600×500, the dish in x 980–1600) never have the banner's text over the dish.
  for (const img of body.querySelectorAll('img')) {
    if (img.naturalWidth !== 1600 || img.naturalHeight !== 500 || !visible(img)) continue
    const box = (clipper(img) ?? img).getBoundingClientRect()
    const r = img.getBoundingClientRect()
    const fit = getComputedStyle(img).objectFit
    // Where the image's pixels land on screen, for object-fit cover with the right edge kept.
    let scale = r.width / 1600
    let left = r.left
    let top = r.top
    if (fit === 'cover') {
      scale = Math.max(r.width / 1600, r.height / 500)
      left = r.right - 1600 * scale
      top = r.top + (r.height - 500 * scale) / 2
    }
    // object-fit crops to the image's own box; a clipping parent crops to its box.
    const shown = fit === 'cover' ? r : box
    const dish = {
      left: Math.max(box.left, shown.left, left + 980 * scale),
      right: Math.min(box.right, shown.right, left + 1600 * scale),
      top: Math.max(box.top, shown.top, top + 40 * scale),
      bottom: Math.min(box.bottom, shown.bottom, top + 460 * scale),
    } as DOMRect
    const banner = img.closest('header, section') ?? img.parentElement!
    if (dish.right - dish.left < 0.8 * 620 * scale) {
      problems.push(
        `the dish of ${img.getAttribute('src')} is cut: ${Math.round(dish.right - dish.left)} px of ${Math.round(620 * scale)} shown`,
      )
    }
    for (const text of banner.querySelectorAll('h1, p, a, li')) {
      if (!visible(text)) continue
      if (overlap(text.getBoundingClientRect(), dish))
        problems.push(`${describe(text)} runs into the picture's dish`)
    }
  }
  return problems
}

/**
 * Whether a tap near the top of the element reaches it (nothing fixed, such as the board's alerts,
 * lies over it). Runs inside the browser: `locator.evaluate(tapReachesTop)`.
 */
export function tapReachesTop(el: Element): boolean {
  const r = el.getBoundingClientRect()
  return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + 4))
}
