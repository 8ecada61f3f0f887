import { useEffect } from 'react'

/** Layout counts as mobile at 767 px or less (docs/product.md, "Pages"). */
export const MOBILE_MAX_WIDTH = 767
/** Window resize handling is debounced by 200 ms (docs/product.md, "Pages"). */
const RESIZE_DEBOUNCE_MS = 200

/** Calls `callback` with the window width after resizing has paused for RESIZE_DEBOUNCE_MS. */
export function useDebouncedResize(callback: (width: number) => void): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(() => callback(window.innerWidth), RESIZE_DEBOUNCE_MS)
    }
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [callback])
}
