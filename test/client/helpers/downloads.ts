/** The files a component hands the browser as downloads, caught in jsdom. */

/** The file's bytes as UTF-8, a byte order mark kept (Excel needs it to read Polish letters). */
async function textOf(blob: Blob | undefined): Promise<string> {
  if (!blob) return ''
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())
}

interface Download {
  /** The name the browser saves the file under. */
  name: string
  /** The file's text. */
  text: string
}

/**
 * Catches the files the page hands the browser as downloads (client/shared/download.ts): jsdom has
 * no object URLs and does not save files, so the blob is kept under a fake URL and the link's click
 * records the name it carries. Call `restore` after the test.
 */
export function captureDownloads() {
  const blobs = new Map<string, Blob>()
  const clicked: { name: string; href: string }[] = []
  const revoked: string[] = []
  const original = {
    create: URL.createObjectURL,
    revoke: URL.revokeObjectURL,
    click: HTMLAnchorElement.prototype.click,
  }
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:https://sakanasushi.test/${blobs.size + 1}`
    blobs.set(url, blob)
    return url
  }
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url)
  }
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    clicked.push({ name: this.download, href: this.href })
  }
  return {
    /** The files downloaded so far, in order. */
    async files(): Promise<Download[]> {
      return Promise.all(
        clicked.map(async ({ name, href }) => ({ name, text: await textOf(blobs.get(href)) })),
      )
    },
    count: () => clicked.length,
    revoked: () => revoked,
    restore() {
      URL.createObjectURL = original.create
      URL.revokeObjectURL = original.revoke
      HTMLAnchorElement.prototype.click = original.click
    },
  }
}
