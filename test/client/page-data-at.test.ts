import t from 'tap'
import { knownPagePaths, pageDataAt, pageDataFor } from '../../client/page-data/build.js'
import { pageDataUrl } from '../../client/page-data/paths.js'

t.test('the dev server answers every page-data url the build writes, with the same data', async (t) => {
  for (const path of knownPagePaths()) {
    t.same(pageDataAt(pageDataUrl(path)), pageDataFor(path), pageDataUrl(path))
  }
  t.match(pageDataAt('/page-data/index/page-data.json'), { page: 'home', path: '/' })
  t.match(pageDataAt('/page-data/menu/nigiri/page-data.json'), { page: 'category', path: '/menu/nigiri/' })
})

t.test('a url the build writes no file at answers null (the 404 page)', async (t) => {
  t.equal(pageDataAt('/page-data/menu/no-such-category/page-data.json'), null)
  t.equal(pageDataAt('/page-data/menu/nigiri/no-such-product/page-data.json'), null)
  t.equal(pageDataAt('/page-data/no-such-page/page-data.json'), null)
  t.equal(pageDataAt('/page-data/menu/nigiri/'), null, 'not a page-data file')
})
